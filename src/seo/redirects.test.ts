import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { makeManifest } from "../../tests/factories";
import { securePage } from "../build/write-csp.server";
import type { SiteManifest } from "../generated/manifest";
import { redirectFiles } from "./redirects";
import { siteFiles } from "./sitemap";

const manifest: SiteManifest = {
  ...makeManifest(),
  redirects: [
    { from: "/services/whv", to: "/services/working-holiday" },
    { from: "/old-home", to: "/" },
  ],
};
manifest.interface["moved.title"] = { mn: "Энэ хуудас шинэ хаяг руу шилжсэн", en: "This page has moved" };
manifest.interface["moved.link"] = { mn: "Шинэ хаягаар нь орох", en: "Go to its new address" };

describe("the build's redirects", () => {
  it("writes nothing when the manifest has none", () => {
    expect(redirectFiles(makeManifest())).toEqual({});
  });

  it("lists each old address in both languages in _redirects, for Netlify and Cloudflare Pages", () => {
    const lines = redirectFiles(manifest)
      ._redirects.split("\n")
      .filter((l) => l && !l.startsWith("#"));
    expect(lines).toEqual([
      "/services/whv /services/working-holiday 301",
      "/en/services/whv /en/services/working-holiday 301",
      "/old-home / 301",
      "/en/old-home /en 301",
    ]);
  });

  it("leaves a page at each old address in both languages, beside the sitemap", () => {
    expect(Object.keys(siteFiles(manifest))).toEqual([
      "sitemap.xml",
      "robots.txt",
      "site.webmanifest",
      "_redirects",
      "services/whv/index.html",
      "en/services/whv/index.html",
      "old-home/index.html",
      "en/old-home/index.html",
    ]);
  });

  it.each([
    [
      "services/whv/index.html",
      "mn",
      "/services/working-holiday",
      "Энэ хуудас шинэ хаяг руу шилжсэн",
      "Шинэ хаягаар нь орох",
    ],
    [
      "en/services/whv/index.html",
      "en",
      "/en/services/working-holiday",
      "This page has moved",
      "Go to its new address",
    ],
  ])(
    "%s sends the visitor on, points search engines to the new address and says so in its language",
    (file, lang, to, title, link) => {
      const html = redirectFiles(manifest)[file];
      const { document } = new JSDOM(html).window;
      expect(document.documentElement.lang).toBe(lang);
      expect(document.querySelector('meta[http-equiv="refresh"]')?.getAttribute("content")).toBe(`0; url=${to}`);
      expect(document.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(`https://www.example.mn${to}`);
      expect(document.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe("noindex");
      expect(document.querySelector("h1")?.textContent).toBe(title);
      const anchor = document.querySelector("main a");
      expect([anchor?.textContent, anchor?.getAttribute("href")]).toEqual([link, to]);
      expect(document.querySelectorAll("script")).toHaveLength(0);
    },
  );

  it("takes the site's Content-Security-Policy like any page: in its head, and a _headers rule for its addresses", () => {
    const page = securePage("en/services/whv/index.html", redirectFiles(manifest)["en/services/whv/index.html"]);
    const { document } = new JSDOM(page.html).window;
    expect(document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute("content")).toMatch(
      /^default-src 'self'; script-src 'self'; .*object-src 'none'/,
    );
    expect(page.rules.map((rule) => rule.split("\n")[0])).toEqual(["/en/services/whv", "/en/services/whv/"]);
  });
});
