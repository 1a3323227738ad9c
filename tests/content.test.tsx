// @vitest-environment jsdom
// Every text an author writes for a page is shown on that page, in its language: whatever the
// manifest says, so that an author's edit never breaks this test and a template that drops a field does.
import { cleanup } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Text } from "../src/generated/manifest";
import { routeTable } from "../src/routes/table";
import { renderPage, siteManifest } from "./render";

afterEach(cleanup);
const manifest = siteManifest();

/** Fields shown elsewhere than in <main>, or only once the visitor acts: "template /pointer". */
const notInMain = [
  // In the document's head: tests/built/site.test.ts checks the built pages' <title> and description.
  / \/description$/,
  // A page of blocks is headed by its first block; its title names it in the head and in menus.
  /^page \/title$/,
  // A recommendation's reason appears once the finder is answered (templates/templates.test.tsx).
  /\/rules\/\d+\/reason$/,
];

/** Every { mn, en } text of a route with where it is: "/stats/1/value". */
function textsOf(value: unknown, at = ""): [string, Text][] {
  if (Array.isArray(value)) return value.flatMap((item, i) => textsOf(item, `${at}/${i}`));
  if (!value || typeof value !== "object") return [];
  const record = value as Record<string, unknown>;
  if (typeof record.mn === "string" && typeof record.en === "string") return [[at, { mn: record.mn, en: record.en }]];
  return Object.entries(record).flatMap(([key, item]) => textsOf(item, `${at}/${key}`));
}

/** A text as read: spaces as one, and the non-breaking hyphen that keeps "9:00-18:00" on one line a hyphen. */
const words = (text: string) =>
  text
    .replace(/\s+/g, " ")
    .replace(/\u2011/g, "-")
    .trim();
/** What a reader sees of a text: formatted text (rich text, articles) without its tags. */
function seen(text: string): string {
  const template = document.createElement("template");
  template.innerHTML = text;
  return words(template.content.textContent ?? "");
}

/** Each text shown in <main> as a whole: an element's whole text, one run of text, or a picture's alt. */
function shownIn(main: Element): Set<string> {
  const shown = new Set<string>();
  for (const element of main.querySelectorAll("*")) {
    shown.add(words(element.textContent ?? ""));
    if (element.hasAttribute("alt")) shown.add(words(element.getAttribute("alt")!));
    for (const node of element.childNodes) if (node.nodeType === node.TEXT_NODE) shown.add(words(node.textContent!));
  }
  return shown;
}

// Every published page in both languages; the blog list's own page, not those it makes of itself.
const pages = routeTable(manifest)
  .filter(({ listing }) => !listing || (listing.page === 1 && !listing.category))
  .map((entry) => [entry.path, manifest.routes[entry.index], entry.lang] as const);

describe("every text of every published page in the manifest", () => {
  it.each(pages)("%s shows each of its texts in <main>", (url, route, lang) => {
    const { container } = renderPage(manifest, url);
    const main = container.querySelector("main");
    expect(main, `${url} has no <main>`).not.toBeNull();
    const shown = shownIn(main!);
    const expected = textsOf(route).filter(([at]) => !notInMain.some((rule) => rule.test(`${route.template} ${at}`)));
    expect(expected.length).toBeGreaterThan(0);
    const missing = expected
      .filter(([, text]) => !shown.has(seen(text[lang])))
      .map(([at, text]) => `${at}: ${text[lang]}`);
    expect(missing, `${url} does not show these texts of its route`).toEqual([]);
  });
});
