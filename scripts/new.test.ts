import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { backupsOf, runOn, siteCopy } from "../tests/authoring-cli";
import { menus } from "../src/authoring/menus";
import { fixtureText } from "../tests/factories";
import type { SiteManifest } from "../src/generated/manifest";

describe("npm run new --nav", () => {
  const fixture = JSON.parse(fixtureText()) as SiteManifest;
  const column = fixture.navigation.footer.columns[0];

  it("takes a menu by its Mongolian label", () => {
    const file = siteCopy();
    const result = runOn(file, "new", "service", "/services/relocation", "--nav", column.heading.mn);
    expect(result).toMatchObject({ code: 0, err: "" });
    expect(result.out).toContain(`listed in the menu "${column.heading.mn}"`);
    // Said in Mongolian first.
    expect(result.out).toMatch(
      new RegExp(`^.+ файлд service загварын /services/relocation хуудсыг .+«${column.heading.mn}» цэсэнд оруулсан\\.`),
    );
    const after = JSON.parse(readFileSync(file, "utf8")) as SiteManifest;
    expect(after.navigation.footer.columns[0].links).toEqual([...column.links, { path: "/services/relocation" }]);
  });

  it("on a mistake, suggests the nearest menu by name and label and changes nothing", () => {
    const file = siteCopy();
    const typed = column.heading.en.slice(0, -1).toLowerCase();
    const name = menus(fixture).find((m) => m.label === column.heading)!.name;
    const result = runOn(file, "new", "service", "/services/relocation", "--nav", typed);
    expect(result.code).toBe(1);
    expect(result.err).toContain(
      `Cannot add the page: there is no menu called "${typed}"; did you mean "${name}" ("${column.heading.en}")?`,
    );
    expect(readFileSync(file, "utf8")).toBe(fixtureText());
  });

  it("keeps the version it replaces, which npm run restore brings back", () => {
    const file = siteCopy();
    const result = runOn(file, "new", "service", "/services/relocation");
    expect(result.code).toBe(0);
    const [kept] = backupsOf(file);
    expect(result.out).toContain(`Backup: ${kept}`);
    expect(readFileSync(kept, "utf8")).toBe(fixtureText());
    expect(runOn(file, "restore", "1")).toMatchObject({ code: 0 });
    expect(readFileSync(file, "utf8")).toBe(fixtureText());
  });

  it("says where a manifest that is not JSON goes wrong, and changes nothing", () => {
    const file = siteCopy('{ "routes": [');
    const result = runOn(file, "new", "service", "/services/relocation");
    expect(result.code).toBe(2);
    expect(result.err).toMatch(
      /^Хуудсыг нэмж чадсангүй: .*npm run validate.*\nCannot add the page: .*npm run validate/,
    );
    expect(readFileSync(file, "utf8")).toBe('{ "routes": [');
  });
});
