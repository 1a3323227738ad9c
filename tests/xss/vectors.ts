// Classic cross-site scripting payloads. Each one, if it ever ran, would call __xss(n) or alert(n):
// the browser test defines __xss to record the call and watches for dialogs.

/** Markup written where the manifest takes HTML (rich text) or plain text. */
export const markupVectors: string[] = [
  "<script>__xss(1)</script>",
  "<ScRiPt>__xss(2)</sCrIpT>",
  "<img src=x onerror=__xss(3)>",
  // A real picture of the site, described (a picture without a description is refused), whose handler must not run.
  '<img src="/images/partners/universities.svg" onload="__xss(4)" alt="Universities">',
  "<svg onload=__xss(5)>",
  "<svg><script>__xss(6)</script></svg>",
  "<math><mtext><table><mglyph><style><img src=x onerror=__xss(7)></style></mglyph></table></mtext></math>",
  '<a href="javascript:__xss(8)">link 8</a>',
  '<a href="jav&#x61;script&colon;__xss(9)">link 9</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;__xss(10)">link 10</a>',
  '<a href=" java\tscript:__xss(11)">link 11</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX194c3MoMTIpPC9zY3JpcHQ+">link 12</a>',
  '<iframe src="javascript:__xss(13)"></iframe>',
  '<iframe srcdoc="<script>parent.__xss(14)</script>"></iframe>',
  '<object data="data:text/html,<script>parent.__xss(15)</script>"></object>',
  "<body onload=__xss(16)>",
  "<details open ontoggle=__xss(17)><summary>17</summary></details>",
  '<p style="background:url(javascript:__xss(18))" onmouseover="__xss(18)">hover 18</p>',
  '<img src=x onerror="&#95;&#95;xss(19)">',
  "<<script>__xss(20)//<</script>",
  '<img """><script>__xss(21)</script>">',
  '<svg><a xlink:href="javascript:__xss(22)"><text x="20" y="20">link 22</text></a></svg>',
  '<math href="javascript:__xss(23)">23</math>',
  '<form action="javascript:__xss(24)"><button>send 24</button></form>',
  "<input autofocus onfocus=__xss(25)>",
  '<noscript><p title="</noscript><img src=x onerror=__xss(26)>"></noscript>',
  "<IMG SRC=JaVaScRiPt:__xss(27)>",
  "<style>@import 'javascript:__xss(28)';</style>",
  '<base href="javascript:__xss(29)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:__xss(30)">',
  '<a href="/about" onclick="__xss(31)">about 31</a>',
  "--><script>__xss(32)</script><!--",
  "<![CDATA[<script>__xss(33)</script>]]>",
  "</script><script>__xss(34)</script>",
  '<a href="vbscript:__xss(35)">link 35</a>',
  "<embed src=\"data:image/svg+xml,<svg onload='parent.__xss(36)'>\">",
];

/** Addresses that the validator accepts as http(s) or mailto links, with markup inside them. */
export const linkVectors: string[] = [
  'https://example.com/"><script>__xss(101)</script>',
  "https://example.com/?q=<svg/onload=__xss(102)>",
  'mailto:x@example.com?body="><img/src/onerror=__xss(103)>',
];

/** Signs that a payload reached the built HTML as markup rather than as text. */
export const survivorPatterns: RegExp[] = [
  /<script\b[^>]*>[^<]*__xss/i,
  /\son[a-z]+\s*=/i,
  /(href|src|action|data|srcdoc)\s*=\s*["']?\s*(javascript|vbscript|data):/i,
  /<(iframe|object|embed|svg|math|form|input|base|body|details|noscript|style)\b[^>]*__xss/i,
  /<meta[^>]*refresh/i,
];
