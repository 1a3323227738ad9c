// What every page must be for every visitor, read from the page as Chromium shows it. Each check
// returns one line per problem, naming the page, its language and the element, so that a failed
// test says what to fix without a rerun.
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import type { SiteManifest } from "../../src/generated/manifest";
import { resolveFacts } from "../../src/content/facts";
import { parsePath, routeTable, type Lang, type RouteEntry } from "../../src/routes/table";

/** The built site's pages, read through the same helpers as the built-site tests. */
export const manifest: SiteManifest = resolveFacts(JSON.parse(readFileSync("site.manifest.json", "utf8")));
export const table: RouteEntry[] = routeTable(manifest);

/** How a failure names a page: "/en/about (en)". */
export const where = (entry: Pick<RouteEntry, "path" | "lang">) => `${entry.path} (${entry.lang})`;

export interface Heading {
  level: number;
  text: string;
}

export interface PageFacts {
  lang: string | null;
  headings: Heading[];
  /** Images without an alt attribute, as a selector a developer can search for. */
  imagesWithoutAlt: string[];
}

/** The document's language, its headings in order, and its images that have no alt. */
export function readFacts(page: Page): Promise<PageFacts> {
  return page.evaluate(() => {
    // What is drawn and not hidden from assistive technology: the content of a closed <details> (a
    // header menu) is neither.
    const visible = (e: Element) => e.checkVisibility() && !e.closest("[aria-hidden=true]");
    const name = (e: Element) => {
      const cls = [...e.classList]
        .filter((c) => !c.startsWith("c-"))
        .map((c) => `.${c}`)
        .join("");
      return `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ""}${cls}${e.getAttribute("src") ? `[src="${e.getAttribute("src")}"]` : ""}`;
    };
    return {
      lang: document.documentElement.getAttribute("lang"),
      headings: [...document.querySelectorAll("h1, h2, h3, h4, h5, h6")]
        .filter(visible)
        .map((h) => ({ level: Number(h.tagName[1]), text: (h.textContent ?? "").trim().slice(0, 60) })),
      imagesWithoutAlt: [...document.querySelectorAll("img:not([alt])")].map(name),
    };
  });
}

/** Exactly one h1, first; no heading more than one level deeper than the one before it. */
export function headingProblems(at: string, headings: Heading[]): string[] {
  const problems: string[] = [];
  const h1 = headings.filter((h) => h.level === 1);
  if (h1.length !== 1)
    problems.push(
      `${at}: ${h1.length} headings of level 1 (${h1.map((h) => `"${h.text}"`).join(", ") || "none"}), expected exactly one`,
    );
  else if (headings[0].level !== 1)
    problems.push(
      `${at}: the first heading is h${headings[0].level} "${headings[0].text}", before the h1 "${h1[0].text}"`,
    );
  headings.forEach((h, i) => {
    const before = headings[i - 1];
    if (before && h.level > before.level + 1)
      problems.push(
        `${at}: h${h.level} "${h.text}" follows h${before.level} "${before.text}", skipping h${before.level + 1}`,
      );
  });
  return problems;
}

/** The language, headings and images of a page, as problem lines. */
export function factProblems(at: string, lang: string, facts: PageFacts): string[] {
  return [
    ...(facts.lang === lang ? [] : [`${at}: <html lang="${facts.lang}">, expected "${lang}"`]),
    ...headingProblems(at, facts.headings),
    ...facts.imagesWithoutAlt.map((img) => `${at}: image without alt text at ${img}`),
  ];
}

export interface Content {
  /** The headings of <main>, "h2 Our team". */
  headings: string[];
  /** Links of the page to pages of the site, outside the language switch (hreflang), as written, and where on the page they are. */
  links: { href: string; area: "main" | "header" | "footer" | "other" }[];
}

/**
 * What <main> says and where the page's links lead: of the page as it is now, or, given the HTML the
 * server sent, of that HTML alone, as a browser without JavaScript has it.
 */
export function readContent(page: Page, html?: string): Promise<Content> {
  return page.evaluate((html) => {
    const doc = html === undefined ? document : new DOMParser().parseFromString(html, "text/html");
    return {
      headings: [...doc.querySelectorAll("main :is(h1, h2, h3, h4, h5, h6)")].map(
        (h) => `${h.tagName.toLowerCase()} ${(h.textContent ?? "").trim()}`,
      ),
      links: [...doc.querySelectorAll<HTMLAnchorElement>("a[href^='/']:not([href^='//']):not([hreflang])")]
        .filter((a) => !/\.[a-z0-9]+$/i.test(new URL(a.getAttribute("href")!, location.origin).pathname))
        .map(
          (a) =>
            ({
              href: a.getAttribute("href")!,
              area: a.closest("main")
                ? "main"
                : a.closest("header")
                  ? "header"
                  : a.closest("footer")
                    ? "footer"
                    : "other",
            }) as const,
        ),
    };
  }, html);
}

/** Main's headings missing without JavaScript, and links that leave the page's language. */
export function contentProblems(at: string, lang: Lang, withScript: Content, without: Content): string[] {
  const present = new Set(without.headings);
  return [
    ...withScript.headings
      .filter((h) => !present.has(h))
      .map((h) => `${at} without JavaScript: <main> lacks the heading "${h}"`),
    ...without.links
      .filter((l) => parsePath(l.href.split("#")[0]).lang !== lang)
      .map((l) => `${at}: the link to ${l.href} leaves the page's language`),
  ];
}

/**
 * The visible boxes (bordered on both sides) whose content runs past their border, one line each:
 * a word too long for a phone's tile or answer. A box that scrolls or clips its content is not one.
 */
export function spilling(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const e of document.body.querySelectorAll("*")) {
      const style = getComputedStyle(e);
      if (style.overflowX !== "visible" || !parseFloat(style.borderLeftWidth) || !parseFloat(style.borderRightWidth))
        continue;
      if (e.scrollWidth <= e.clientWidth + 1 || !e.checkVisibility({ visibilityProperty: true })) continue;
      const text = (e as HTMLElement).innerText.trim().replace(/\s+/g, " ").slice(0, 40);
      found.push(`"${text}": its content is ${e.scrollWidth} px wide in a box of ${e.clientWidth} px`);
    }
    return found.slice(0, 5);
  });
}
