import { PDFDocument, PDFName, PDFString } from "pdf-lib";
import { beforeAll, describe, expect, it } from "vitest";
import { documentText, pageText, squaresOn } from "../../tests/pdf-content";
import { siteManifest } from "../../tests/render";
import { checklistsOf, type ChecklistContent } from "./content";
import { drawChecklist } from "./draw.server";
import { checklistFonts, type ChecklistFonts } from "./fonts.server";

let fonts: ChecklistFonts;
beforeAll(async () => {
  fonts = await checklistFonts("node_modules/.cache/checklists/fonts");
});

const [real] = checklistsOf(siteManifest(), "2025-01-31");
const load = async (content: ChecklistContent) =>
  PDFDocument.load(await drawChecklist(content, fonts), { updateMetadata: false });

describe("a checklist's PDF", () => {
  it("is titled and written in its language, and the same content gives the same bytes", async () => {
    const pdf = await load(real);
    expect(pdf.getTitle()).toBe(real.title);
    expect(pdf.getAuthor()).toBe(real.siteName);
    expect(pdf.catalog.lookup(PDFName.of("Lang"), PDFString).decodeText()).toBe(real.lang);
    expect(Buffer.from(await drawChecklist(real, fonts)).equals(Buffer.from(await drawChecklist(real, fonts)))).toBe(
      true,
    );
  });

  it("runs a long list over several pages, each with the page's address, its date and its number", async () => {
    const requirements = Array.from(
      { length: 60 },
      (_, i) =>
        `Шаардлага ${i + 1}: Өргөдөл гаргахаас өмнө бүх баримт бичгийн хуулбарыг нотариатаар баталгаажуулсан байх`,
    );
    const pdf = await load({ ...real, requirements });
    const pages = pdf.getPages();
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((page, i) => {
      const lines = pageText(page);
      expect(lines).toContain(real.words.updated);
      expect(lines).toContain(real.words.page.replace("{n}", String(i + 1)).replace("{total}", String(pages.length)));
      expect(lines).toContain(real.url.replace(/^https?:\/\//, ""));
    });
    // Every requirement once, whole, beside its own box.
    const text = documentText(pdf);
    for (const item of requirements) expect(text.split(item)).toHaveLength(2);
    expect(pages.reduce((sum, page) => sum + squaresOn(page), 0)).toBe(requirements.length);
  });

  it("wraps a long Mongolian title and requirement within the page", async () => {
    const long = "Австралийн ажил ба амралтын визийн өргөдлийн материалыг бүрдүүлэх дэлгэрэнгүй заавар "
      .repeat(3)
      .trim();
    const pdf = await load({ ...real, title: long, requirements: [long] });
    expect(documentText(pdf)).toContain(long);
    expect(pageText(pdf.getPage(0)).filter((line) => long.startsWith(line)).length).toBeGreaterThan(2);
  });
});
