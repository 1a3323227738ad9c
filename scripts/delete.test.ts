import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { backupsOf, runOn, siteCopy, validateFile } from "../tests/authoring-cli";
import { editFixture, fixtureText } from "../tests/factories";

const visa = "/services/working-holiday";

describe("npm run delete", () => {
  it("refuses while other pages link to the page, listing each page and field, and changes nothing", () => {
    const file = siteCopy();
    const result = runOn(file, "delete", visa);
    expect(result.code).toBe(1);
    // In Mongolian first, then in English: the English half is read here.
    const all = result.err.trim().split("\n");
    expect(all[0]).toBe(`«${visa}» хуудсыг устгаж чадсангүй: 5 газар түүн рүү холбоос заасан хэвээр байна:`);
    const home = JSON.parse(fixtureText()).routes[0].title.mn as string;
    expect(all[1].startsWith(`  ${home} › `)).toBe(true);
    expect(all[1].endsWith(" (хуудас /, талбар blocks[0].actions[0].href)")).toBe(true);
    const lines = all.slice(all.findIndex((line) => line.startsWith("Cannot delete")));
    expect(lines[0]).toBe(`Cannot delete ${visa}: 5 places still link to it:`);
    expect(lines.at(-1)).toBe(
      `Change or remove those links first, or name a page to send its visitors to instead: npm run delete -- ${visa} --redirect-to OTHER`,
    );
    // Each place as the editor names it (its page's title, then sections and fields), then where the file has it.
    const title = (path: string) =>
      JSON.parse(fixtureText()).routes.find((r: { path: string }) => r.path === path).title.en;
    const places = [
      ["/", "blocks[0].actions[0].href"],
      ["/", "blocks[1].rules[0].recommend"],
      ["/", "blocks[1].rules[1].recommend"],
      ["/about", "blocks[0].body.mn"],
      ["/about", "blocks[0].body.en"],
    ];
    expect(lines.slice(1, -1)).toHaveLength(places.length);
    lines.slice(1, -1).forEach((line, i) => {
      const [path, field] = places[i];
      expect(line.startsWith(`  ${title(path)} › `)).toBe(true);
      expect(line.endsWith(` (the page ${path}, field ${field})`)).toBe(true);
      expect(line.split(" (the page ")[0]).not.toMatch(/blocks|rules|\[\d+\]|\.href|\.body/);
    });
    expect(lines[2]).toMatch(/ › Rule 1 › /);
    expect(lines[4]).toMatch(/ › Mongolian \(/);
    expect(readFileSync(file, "utf8")).toBe(fixtureText());
    expect(backupsOf(file)).toEqual([]);
  });

  it("with --redirect-to, sends the links and the old address to that page, and keeps a backup", () => {
    const manifest = JSON.parse(fixtureText());
    manifest.routes.push({ ...manifest.routes[2], path: "/services/work-visa" });
    manifest.navigation.header.menus[0].columns[0].links.push({ path: "/services/work-visa" });
    const file = siteCopy(JSON.stringify(manifest, null, 2) + "\n");
    const result = runOn(file, "delete", visa, "--redirect-to", "/services/work-visa");
    expect(result).toMatchObject({ code: 0, err: "" });
    expect(result.out.split("\n")).toEqual([
      `${file} файлаас ${visa} хуудсыг (англи хувилбар нь: /en${visa}) устгалаа, цэснээс 1 холбоосыг хассан, 5 холбоосыг /services/work-visa руу зааж, хуучин хаягаар орсон зочдыг тийш шилжүүлнэ. Өмнөх хувилбар: ${backupsOf(file)[0]}`,
      `Deleted ${visa} (and /en${visa}) from ${file}, removed 1 menu entry, rewrote 5 references to /services/work-visa, and the old address now redirects there. Backup: ${backupsOf(file)[0]}`,
      "",
    ]);
    const after = JSON.parse(readFileSync(file, "utf8"));
    expect(after.routes.map((r: { path: string }) => r.path)).toEqual([
      "/",
      "/about",
      "/blog/first-post",
      "/services/work-visa",
    ]);
    expect(after.redirects).toEqual([{ from: visa, to: "/services/work-visa" }]);
    expect(validateFile(file).problems).toEqual([]);
  });

  it("deletes a page only its menu links to, and names what is left to fix: a column it leaves empty", () => {
    const file = siteCopy();
    const result = runOn(file, "delete", "/blog/first-post");
    expect(result.code).toBe(0);
    expect(result.out).toBe(
      `${file} файлаас /blog/first-post хуудсыг (англи хувилбар нь: /en/blog/first-post) устгалаа, цэснээс 1 холбоосыг хассан. Өмнөх хувилбар: ${backupsOf(file)[0]}\n` +
        `Deleted /blog/first-post (and /en/blog/first-post) from ${file}, removed 1 menu entry. Backup: ${backupsOf(file)[0]}\n`,
    );
    expect(result.err).toMatch(
      /^Засах зүйл үлдлээ:\nStill to fix:\n.*site\.manifest\.json:\d+:\d+ {2}navigation {2}\/navigation\/footer\/columns\/0\/links {2}must have at least 1 item; it has 0/,
    );
    expect(JSON.parse(readFileSync(file, "utf8")).routes).toHaveLength(3);
  });

  it("deletes a page from a menu that keeps other links, leaving a valid manifest", () => {
    const file = siteCopy(
      editFixture(
        '"path": "/blog/first-post"\n',
        '"path": "/blog/first-post"\n            },\n            {\n              "path": "/about"\n',
      ),
    );
    const result = runOn(file, "delete", "/blog/first-post");
    expect(result).toMatchObject({ code: 0, err: "" });
    expect(validateFile(file).problems).toEqual([]);
  });
});
