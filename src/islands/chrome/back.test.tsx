// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import ArticleTemplate from "../../../templates/article";
import type { LocalizedPage } from "../../manifest/page-data";
import { pageData } from "../../manifest/page-data.server";
import { isDraft } from "../../routes/status";
import { SiteContext } from "../../site-context";
import { enhanceBackLink } from "./back";
import { en, manifest } from "./test-page";

const article = manifest.routes.find((r) => r.template === "article" && !isDraft(r))!;
const back = vi.fn();

beforeEach(() => {
  const data = pageData(manifest, `/en${article.path}`);
  render(
    <SiteContext.Provider value={{ lang: "en", strings: data.chrome.strings }}>
      <ArticleTemplate page={data.page as LocalizedPage<"article">} data={data} />
    </SiteContext.Provider>,
  );
  vi.spyOn(history, "back").mockImplementation(back);
  // Two entries: the page before and the article.
  vi.spyOn(history, "length", "get").mockReturnValue(2);
  enhanceBackLink();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  back.mockReset();
  delete (document as { referrer?: string }).referrer;
});

/** Clicks the back link; whether the browser was left to follow it. */
function clickBack(referrer: string, init?: MouseEventInit) {
  Object.defineProperty(document, "referrer", { value: referrer, configurable: true });
  const link = screen.getByRole("link", { name: new RegExp(en("article.back")) });
  let followed = false;
  window.addEventListener("click", (event) => ((followed = !event.defaultPrevented), event.preventDefault()), {
    once: true,
  });
  fireEvent.click(link, init);
  return { link, followed };
}

describe("an article's back link", () => {
  it("is a link to the blog list", () => {
    const { link } = clickBack("");
    expect(link.getAttribute("href")).toBe(`/en${article.path.slice(0, article.path.lastIndexOf("/"))}`);
  });

  it("goes back in history when the visitor came from the site", () => {
    const { followed } = clickBack(`${window.location.origin}/en/blog/page/2`);
    expect([followed, back.mock.calls.length]).toEqual([false, 1]);
  });

  it("is followed as a link when the visitor came from elsewhere, or opens it in a new tab", () => {
    expect(clickBack("https://www.example.com/").followed).toBe(true);
    expect(clickBack("").followed).toBe(true);
    expect(clickBack(`${window.location.origin}/en`, { ctrlKey: true }).followed).toBe(true);
    expect(back).not.toHaveBeenCalled();
  });

  it("is followed as a link when the tab has no page before it", () => {
    vi.spyOn(history, "length", "get").mockReturnValue(1);
    expect(clickBack(`${window.location.origin}/en/blog`).followed).toBe(true);
  });
});
