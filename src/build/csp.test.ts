import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempFolder } from "../../tests/temp-folders";
import { hashSource, inlineCode } from "./inline-code.server";
import { securePagesIn, urlPathsOf, writePolicyHeaders } from "./write-csp.server";

/** What the build does once every page is written: each page's policy, then _headers. */
const applyContentSecurityPolicy = (client: string) => writePolicyHeaders(client, securePagesIn(client));
import { parseHeadersFile, headersFor } from "../seo/headers";

const page = (main: string) =>
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>t</title><script type="application/ld+json">{"a":1}</script></head>' +
  `<body><style>.a{color:red}</style><header style="position:relative">h</header><main id="main">${main}</main>` +
  '<script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/a.js";</script><script src="/assets/b.js"></script></body></html>';

describe("inline code of a built page", () => {
  it("lists executable inline scripts, style elements and style attributes, not data blocks or files", () => {
    expect(inlineCode(page("<p>x</p>"))).toEqual({
      scripts: ["window.__reactRouterContext = {};", 'import "/assets/a.js";'],
      styles: [".a{color:red}"],
      styleAttributes: ["position:relative"],
    });
  });

  it("hashes as browsers do: SHA-256 of the exact text, in base64", () => {
    expect(hashSource("")).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });
});

describe("the post-build step over build/client", () => {
  function site(main = "<p>x</p>") {
    const client = tempFolder("csp-");
    mkdirSync(join(client, "about"));
    writeFileSync(join(client, "index.html"), page(main));
    writeFileSync(join(client, "about", "index.html"), page("<p>about</p>"));
    writeFileSync(join(client, "_headers"), "/*\n  X-Frame-Options: DENY\n");
    return client;
  }

  it("puts the policy first in every page's head, allowing exactly its inline scripts and styles", () => {
    const client = site();
    expect(applyContentSecurityPolicy(client)).toBe(2);
    const html = readFileSync(join(client, "about", "index.html"), "utf8");
    const policy = /^<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="([^"]+)"\/><title>/.exec(html)?.[1];
    expect(policy).toBe(
      [
        "default-src 'self'",
        `script-src 'self' ${hashSource("window.__reactRouterContext = {};")} ${hashSource('import "/assets/a.js";')}`,
        `style-src 'self' ${hashSource(".a{color:red}")}`,
        `style-src-attr 'unsafe-hashes' ${hashSource("position:relative")}`,
        "img-src 'self'; font-src 'self'; connect-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'",
      ].join("; "),
    );
  });

  it("writes a _headers rule for each page at each address it is served at, after the site-wide rules", () => {
    const client = site();
    applyContentSecurityPolicy(client);
    const rules = parseHeadersFile(readFileSync(join(client, "_headers"), "utf8"));
    expect(rules.map((r) => r.pattern)).toEqual(["/*", "/about", "/about/", "/"]);
    const about = headersFor(rules, "/about/");
    expect(about["X-Frame-Options"]).toBe("DENY");
    expect(about["Content-Security-Policy"]).toBe(
      `script-src 'self' ${hashSource("window.__reactRouterContext = {};")} ${hashSource('import "/assets/a.js";')}; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`,
    );
  });

  it("stops, naming the page, when a page's content holds a script the sanitiser should have removed", () => {
    const client = site('<p>x</p><script>alert(1)</script>');
    expect(() => applyContentSecurityPolicy(client)).toThrow(/^index\.html: the page's content holds a script, which the sanitiser should have removed: <script>alert\(1\)/);
  });

  it("knows the addresses a file is served at", () => {
    expect(urlPathsOf("index.html")).toEqual(["/"]);
    expect(urlPathsOf(join("en", "about", "index.html"))).toEqual(["/en/about", "/en/about/"]);
    expect(urlPathsOf("__spa-fallback.html")).toEqual(["/__spa-fallback.html", "/__spa-fallback"]);
  });
});
