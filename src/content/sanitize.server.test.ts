import { describe, expect, it } from "vitest";
import { cleanRichText, sanitize } from "./sanitize.server";

describe("rich text", () => {
  it("links to a page of the site in the page's own language", () => {
    expect(sanitize('<p><a href="/contact">Get in touch</a></p>', "en")).toBe(
      '<p><a href="/en/contact">Get in touch</a></p>',
    );
    expect(sanitize('<p><a href="/contact#map">Холбогдох</a></p>', "mn")).toBe(
      '<p><a href="/contact#map">Холбогдох</a></p>',
    );
  });

  it("opens other sites in a new tab and drops script", () => {
    expect(sanitize('<a href="https://example.com">x</a><script>alert(1)</script>', "en")).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});

describe("a link's target and rel are the site's", () => {
  it("another site's link always opens in a new tab without the opener, whatever the author wrote", () => {
    expect(cleanRichText('<a href="https://example.com" target="_top" rel="opener">x</a>', "en")).toEqual({
      html: '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
      removed: ['target="…" on <a>', 'rel="…" on <a>'],
      links: ["https://example.com"],
      pictures: [],
      undescribed: [],
    });
  });

  it("a page of the site keeps a new tab (_blank, without the opener) but no other target or rel", () => {
    expect(cleanRichText('<a href="/about" target="_top" rel="opener">x</a>', "en")).toMatchObject({
      html: '<a href="/en/about">x</a>',
      removed: ['target="…" on <a>', 'rel="…" on <a>'],
    });
    expect(cleanRichText('<a href="/about" target="_blank">x</a>', "mn")).toMatchObject({
      html: '<a href="/about" target="_blank" rel="noopener noreferrer">x</a>',
      removed: [],
    });
  });

  it("an unsafe link loses its address, and the target and rel that went with it", () => {
    expect(cleanRichText('<a href="javascript:alert(1)" target="_blank" title="t">x</a>', "en")).toMatchObject({
      html: '<a title="t">x</a>',
      removed: [
        'the link "javascript:alert(1)" (use the path of a page of this site (/about) or an address starting with https://, http://, mailto: or tel:)',
        'target="…" on <a>',
      ],
      links: [],
    });
  });
});

describe("what the sanitiser removes, it says", () => {
  it("tags, with what they hold where that goes too, attributes and other sites' pictures, each once", () => {
    const { html, removed, pictures } = cleanRichText(
      '<div class="x"><p onclick="a()" onclick2="b()">Hi</p><style>p{}</style><p onclick="c()">again</p></div>' +
        '<img src="https://evil.example/x.png" alt="x"><img src="/images/a.jpg" alt="A" style="border:0">',
      "en",
    );
    expect(html).toBe('<p>Hi</p><p>again</p><img src="/images/a.jpg" alt="A" />');
    expect(removed).toEqual([
      "<div>",
      'onclick="…" on <p>',
      'onclick2="…" on <p>',
      "<style> and what it holds",
      'the picture "https://evil.example/x.png" (pictures must be files in public/, such as /images/photo.jpg)',
      'style="…" on <img>',
    ]);
    expect(pictures).toEqual(["/images/a.jpg"]);
  });

  it("nothing, when the text keeps to the allow-list", () => {
    expect(
      cleanRichText(
        '<h2>A</h2><p><a href="/about">b</a> <em>c</em></p><table><tr><th scope="row">d</th></tr></table>',
        "mn",
      ).removed,
    ).toEqual([]);
  });
});

describe("no text can spell one of the build's markers", () => {
  it("an island's attribute written as an attribute is removed, and written as text keeps its quotes escaped", () => {
    const { html, removed } = cleanRichText('<p data-island="visa-finder">data-island="visa-finder"</p>', "en");
    expect(html).toBe("<p>data-island=&quot;visa-finder&quot;</p>");
    expect(removed).toEqual(['data-island="…" on <p>']);
  });
});
