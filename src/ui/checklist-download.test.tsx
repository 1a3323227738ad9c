// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { siteManifest } from "../../tests/render";
import { checklistHref } from "../checklist/href";
import type { Lang } from "../routes/table";
import { SiteContext } from "../site-context";
import { ChecklistDownload, ChecklistSizesContext, kilobytes } from "./checklist-download";

afterEach(cleanup);

const manifest = siteManifest();
const visa = manifest.routes.find((r) => r.template === "visa")!;
const strings = (lang: Lang) =>
  Object.fromEntries(Object.entries(manifest.interface).map(([key, text]) => [key, text[lang]]));
const word = (key: string, lang: Lang, size: number) => manifest.interface[key][lang].replace("{size}", String(size));

function renderLink(lang: Lang, sizes: Record<string, number> | null) {
  render(
    <SiteContext.Provider value={{ lang, strings: strings(lang) }}>
      <ChecklistSizesContext.Provider value={sizes}>
        <ChecklistDownload path={visa.path} label={manifest.interface["visa.download"][lang]} />
      </ChecklistSizesContext.Provider>
    </SiteContext.Provider>,
  );
  return screen.getByRole("link");
}

describe("a visa page's checklist link", () => {
  it("saves the page's PDF in its language and says, in that language, that it is a PDF and how large", () => {
    for (const lang of ["mn", "en"] as const) {
      const href = checklistHref(visa.path, lang);
      const link = renderLink(lang, { [href]: 24_900 });
      expect(link.getAttribute("href")).toBe(href);
      expect(href).toMatch(new RegExp(`-${lang}\\.pdf$`));
      expect(link.hasAttribute("download")).toBe(true);
      expect(link.getAttribute("type")).toBe("application/pdf");
      expect(link.textContent).toBe(
        `${manifest.interface["visa.download"][lang]} (${word("checklist.file", lang, 24)})`,
      );
      cleanup();
    }
  });

  it("gives a size in whole kilobytes, never 0", () => {
    expect([1, 511, 512, 1024, 24_900, 1_500_000].map(kilobytes)).toEqual([1, 1, 1, 1, 24, 1465]);
  });

  it("links the file without a size when drawn without the build's checklists", () => {
    const link = renderLink("en", null);
    expect(link.textContent).toBe(manifest.interface["visa.download"].en);
    expect(link.getAttribute("href")).toBe(checklistHref(visa.path, "en"));
  });

  it("refuses to draw a page whose checklist the build did not make, naming the file", () => {
    expect(() => renderLink("en", {})).toThrow(`its checklist ${checklistHref(visa.path, "en")} was not made`);
  });
});
