// @vitest-environment jsdom
// What a visitor of the block-composed pages sees of the blocks' designed shapes, on the real site:
// rows that scroll sideways on phones, ratings, and the blog's cards.
import { cleanup, getDefaultNormalizer, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { ArticlePage, Block, BlockPage } from "../../src/generated/manifest";
import { translate } from "../../src/i18n/strings";
import { newestFirst } from "../../src/routes/listing";
import { isDraft } from "../../src/routes/status";
import { languages, type Lang } from "../../src/routes/table";
import { pagesAsShown, renderPage, siteManifest } from "../../tests/render";

afterEach(cleanup);
// Its pages' texts as the pages show them (typeset): what a visitor reads is compared with them.
const manifest = pagesAsShown(siteManifest());
/** An interface text as a page in `lang` shows it. */
const say = (lang: Lang, key: string, vars?: Record<string, string | number>) =>
  translate(
    Object.fromEntries(Object.entries(manifest.interface).map(([k, text]) => [k, text[lang]])),
    key,
    vars,
    lang,
  );
const url = (path: string, lang: Lang) => (lang === "mn" ? path : path === "/" ? "/en" : `/en${path}`);
const pages = manifest.routes.filter((r): r is BlockPage => r.template === "page" && !isDraft(r));
const articles = newestFirst(manifest.routes.filter((r): r is ArticlePage => r.template === "article" && !isDraft(r)));

/** How many items a block shows in its row, for the blocks whose row scrolls sideways on phones. */
function itemCount(block: Block): number | undefined {
  switch (block.type) {
    case "destinations":
      return block.tiles.length;
    case "partners":
      return block.logos?.length;
    case "benefits":
      return block.items.length;
    case "services":
      return block.compact ? block.groups.length : undefined;
    case "blog-teaser":
      return Math.min(block.count, articles.length);
  }
}

/** The groups of the page a keyboard can focus: the rows that scroll sideways. */
const scrollRows = () => screen.queryAllByRole("group").filter((group) => group.tabIndex === 0);

describe.each(languages)("in %s, a row that scrolls sideways on phones", (lang) => {
  it.each(pages.map((p) => [p.path, p] as const))(
    "%s: is a group named after its section that a keyboard can focus, holding every item",
    (path, page) => {
      renderPage(manifest, url(path, lang));
      const expected = page.blocks
        .filter((block) => "heading" in block && itemCount(block) !== undefined)
        .map((block) => [(block as { heading: Record<Lang, string> }).heading[lang], itemCount(block)]);
      const found = scrollRows().map((region) => [
        region.getAttribute("aria-label"),
        // The row's own items, not those of a list inside an item.
        within(region).getAllByRole("list")[0].querySelectorAll(":scope > li").length,
      ]);
      expect(found).toEqual(expected);
      for (const region of scrollRows())
        expect(region.closest("section")?.querySelector("h2")?.textContent).toBe(region.getAttribute("aria-label"));
    },
  );
});

describe.each(languages)("in %s, a customer story", (lang) => {
  const page = pages.find((p) => p.blocks.some((b) => b.type === "testimonials"))!;
  const block = page.blocks.find((b) => b.type === "testimonials")!;
  it("shows its stars with its rating in words beside them, the words being what is read out", () => {
    renderPage(manifest, url(page.path, lang));
    if (block.type !== "testimonials") throw new Error("no testimonials");
    // As typeset: a number's and an initial's non-breaking space kept, as the page has it.
    const asTypeset = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
    for (const story of block.items) {
      const card = screen.getByText(story.name[lang], asTypeset).closest("li")!;
      const words = within(card).getByText(say(lang, "stories.rating", { n: story.rating }));
      expect(words.closest("[aria-hidden]"), `${story.name.en}: the rating's words are hidden`).toBeNull();
      const stars = card.querySelectorAll("svg");
      expect(stars.length).toBeGreaterThanOrEqual(story.rating);
      for (const star of stars) expect(star.closest("[aria-hidden=true]")).not.toBeNull();
      expect(within(card).getByText(story.story[lang], asTypeset)).toBeTruthy();
    }
  });
});

describe.each(languages)("in %s, an article's card on the blog list", (lang) => {
  const list = pages.find((p) => p.blocks.some((b) => b.type === "blog-list"))!;
  const label = (category: string) =>
    manifest.settings.blogCategories.find((c) => c.id === category)?.label[lang] ?? category;
  it("shows its category, the day it was published, its read time, its title and a link to read it", () => {
    renderPage(manifest, url(list.path, lang));
    const cards = screen.getAllByRole("article");
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const title = within(card).getByRole("heading").textContent!;
      const article = articles.find((a) => a.title[lang] === title)!;
      expect(article, `no article is called ${title}`).toBeDefined();
      expect(within(card).getByText(label(article.category))).toBeTruthy();
      expect(card.querySelector("time")?.getAttribute("datetime")).toBe(article.published);
      expect(card.textContent).toContain(say(lang, "article.readTime", { n: article.readTime }));
      expect(
        within(card)
          .getByRole("link", { name: `${say(lang, "blog.readMore")}: ${title}` })
          .getAttribute("href"),
      ).toBe(url(article.path, lang));
    }
  });
});

describe("on a Mongolian page, a partner's name", () => {
  const page = pages.find((p) => p.blocks.some((b) => b.type === "partners" && b.logos?.length))!;
  const block = page.blocks.find((b) => b.type === "partners" && b.logos?.length)!;
  it("written in the Latin alphabet is read in English, one in Cyrillic in Mongolian", () => {
    if (block.type !== "partners" || !block.logos) throw new Error("no partners' logos");
    renderPage(manifest, url(page.path, "mn"));
    for (const logo of block.logos) {
      const tile = (screen.queryByText(logo.name) ?? screen.getByAltText(logo.name)).closest("li")!;
      const latin = /[a-z]/i.test(logo.name) && !/[а-яёөү]/i.test(logo.name);
      expect(tile.closest("[lang]")?.getAttribute("lang"), logo.name).toBe(latin ? "en" : "mn");
    }
  });
});
