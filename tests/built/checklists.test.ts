// The visa pages' printable checklists in the built site: every visa page links its PDF, in its
// language and with its size, and the PDF is a valid A4 document whose text a reader can copy: the
// page's title, key figures and requirements (each beside a box to tick) and how to reach the office.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { JSDOM } from "jsdom";
import { PDFDocument, PDFName, PDFString } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { checklistFolder, checklistHref } from "../../src/checklist/href";
import { resolveFacts } from "../../src/content/facts";
import type { SiteManifest, VisaPage } from "../../src/generated/manifest";
import { routeTable } from "../../src/routes/table";
import { kilobytes } from "../../src/ui/checklist-download";
import { documentText, squaresOn } from "../pdf-content";

const manifest: SiteManifest = resolveFacts(JSON.parse(readFileSync("site.manifest.json", "utf8")));
const client = "build/client";
const visas = routeTable(manifest)
  .filter((entry) => entry.template === "visa")
  .map((entry) => ({ ...entry, route: manifest.routes[entry.index] as VisaPage }));
const words = (key: string, lang: "mn" | "en") => manifest.interface[key][lang];
const flat = (text: string) => text.replace(/\s+/g, " ").trim();

describe.each(visas.map((v) => [v.path, v] as const))("%s", (_, { path, lang, route }) => {
  const href = checklistHref(route.path, lang);
  const file = join(client, ...href.split("/"));

  it("links its checklist as a PDF to save, saying its size in the page's language", () => {
    const html = readFileSync(join(client, ...path.split("/"), "index.html"), "utf8");
    const links = [...new JSDOM(html).window.document.querySelectorAll(`a[href="${href}"]`)];
    expect(links, `${path} has no link to ${href}`).toHaveLength(1);
    const [link] = links;
    expect(link.hasAttribute("download")).toBe(true);
    expect(link.getAttribute("type")).toBe("application/pdf");
    expect(existsSync(file), `${href} was not built`).toBe(true);
    const size = words("checklist.file", lang).replace("{size}", String(kilobytes(statSync(file).size)));
    expect(link.textContent).toBe(`${words("visa.download", lang)} (${size})`);
  });

  it("is an A4 PDF titled and written in the page's language, with its requirements as boxes to tick", async () => {
    const pdf = await PDFDocument.load(readFileSync(file), { updateMetadata: false });
    expect(pdf.getTitle()).toBe(route.title[lang]);
    expect(pdf.catalog.lookup(PDFName.of("Lang"), PDFString).decodeText()).toBe(lang);
    for (const page of pdf.getPages()) {
      expect(page.getWidth()).toBeCloseTo(595.28, 1);
      expect(page.getHeight()).toBeCloseTo(841.89, 1);
    }
    const text = documentText(pdf);
    const shown = [
      route.title[lang],
      ...route.stats.flatMap((stat) => [stat.label[lang], stat.value[lang]]),
      words("visa.requirements", lang),
      ...route.requirements.map((item) => item[lang]),
      words("visa.guidelines", lang),
      ...route.guidelines.map((item) => item[lang]),
      ...manifest.settings.contact.phones,
      manifest.settings.contact.email,
      manifest.settings.contact.address[lang],
      (manifest.settings.baseUrl.replace(/\/+$/, "") + path).replace(/^https?:\/\//, ""),
    ];
    for (const expected of shown) expect(text, `${href} does not show "${expected}"`).toContain(flat(expected));
    expect(text).toMatch(new RegExp(words("checklist.updated", lang).replace("{date}", "\\d{4}-\\d{2}-\\d{2}")));
    const boxes = pdf.getPages().reduce((sum, page) => sum + squaresOn(page), 0);
    expect(boxes).toBe(route.requirements.length);
  });
});

it("holds no checklist of a page that is not a published visa page", () => {
  const folder = join(client, checklistFolder);
  const built = readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".pdf"))
    .map((name) => `${checklistFolder}/${name.split("\\").join("/")}`);
  expect(built.sort()).toEqual(visas.map((v) => checklistHref(v.route.path, v.lang)).sort());
});
