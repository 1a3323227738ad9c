import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { SiteManifest, Text } from "../../src/generated/manifest";
import { routeTable } from "../../src/routes/table";
import { writeHugoSite } from "./hugo-site";

const manifest: SiteManifest = JSON.parse(readFileSync("site.manifest.json", "utf8"));
const dir = mkdtempSync(join(tmpdir(), "hugo-site-"));
writeHugoSite(manifest, dir);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A content file's front matter (JSON, up to the first blank line) and its Markdown. */
function page(lang: string, name: string) {
  const text = readFileSync(join(dir, "content", lang, name), "utf8");
  const end = text.indexOf("\n\n");
  return { front: JSON.parse(text.slice(0, end)), body: text.slice(end + 2) };
}

/** The first plain text of a page other than its title and description, in both languages. */
function firstText(value: unknown): Text {
  const texts: Text[] = [];
  const walk = (v: unknown) => {
    if (typeof v !== "object" || v === null) return;
    const text = v as Text;
    if (typeof text.mn === "string" && text.mn !== text.en && !/[<>]/.test(text.en)) texts.push(text);
    else Object.values(v).forEach(walk);
  };
  walk(value);
  return texts[0];
}

describe("the Hugo site beside the bench's", () => {
  const table = routeTable(manifest);

  it("has one page per page of the route table in each language, named alike in both", () => {
    for (const lang of ["mn", "en"]) {
      const files = readdirSync(join(dir, "content", lang)).sort();
      expect(files).toHaveLength(table.filter((entry) => entry.lang === lang).length);
    }
    expect(readdirSync(join(dir, "content", "en")).sort()).toEqual(readdirSync(join(dir, "content", "mn")).sort());
  });

  it("gives each page its address, title and texts in its language", () => {
    const entry = table.find((e) => e.lang === "en" && e.source !== "/" && e.template === "visa")!;
    const route = manifest.routes[entry.index];
    const { front, body } = page("en", `${entry.source.slice(1).replaceAll("/", "--")}.md`);
    expect(front).toMatchObject({ url: entry.path, title: route.title.en, description: route.description.en });
    const text = firstText(
      Object.fromEntries(Object.entries(route).filter(([key]) => !["title", "description"].includes(key))),
    );
    expect(body).toContain(text.en);
    expect(body).not.toContain(text.mn);
  });

  it("takes the header's and footer's words from the manifest", () => {
    const data = JSON.parse(readFileSync(join(dir, "data", "mn.json"), "utf8"));
    expect(data.name).toBe(manifest.settings.name.mn);
    expect(data.words.consult).toBe(manifest.interface["header.consult"].mn);
    expect(data.menus).toHaveLength(manifest.navigation.header.menus.length);
  });
});
