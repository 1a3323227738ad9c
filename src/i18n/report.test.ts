import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { makeManifest } from "../../tests/factories";
import { acceptTranslations, translationReport } from "./report";

const hash = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 16);
const report = (manifest: unknown, lock = {}) =>
  translationReport(manifest, lock, hash).map((e) => `${e.state} ${e.key}`);

describe("the translation report", () => {
  it("is empty once every text has been reviewed", () => {
    const manifest = makeManifest();
    expect(report(manifest, acceptTranslations(manifest, {}, hash))).toEqual([]);
  });

  it("shows exactly the field whose Mongolian changed as stale, until it is accepted again", () => {
    const manifest = makeManifest();
    const lock = acceptTranslations(manifest, {}, hash);
    const visa = manifest.routes.find((r) => r.template === "visa")!;
    visa.title.mn = "Ажил ба аяллын виз (шинэчилсэн)";
    expect(report(manifest, lock)).toEqual([`stale route ${visa.path} /title`]);
    expect(report(manifest, acceptTranslations(manifest, lock, hash))).toEqual([]);
  });

  it("keeps a page's reviews when pages are reordered", () => {
    const manifest = makeManifest();
    const lock = acceptTranslations(manifest, {}, hash);
    expect(report({ ...manifest, routes: [...manifest.routes].reverse() }, lock)).toEqual([]);
  });

  it("reports a missing or blank translation, and the same words in both languages", () => {
    const manifest = makeManifest();
    const about = manifest.routes.find((r) => r.path === "/about")!;
    about.description = { mn: about.description.mn } as typeof about.description;
    about.title = { mn: "About us", en: "About us" };
    manifest.interface["nav.home"].en = " ";
    expect(report(manifest, acceptTranslations(makeManifest(), {}, hash))).toEqual([
      "missing /interface/nav.home",
      "identical route /about /title",
      "missing route /about /description",
    ]);
  });

  it("accepts a text rightly the same in both languages once reviewed, and only the pages named", () => {
    const manifest = makeManifest();
    const about = manifest.routes.find((r) => r.path === "/about")!;
    about.title = { mn: "IELTS Academic", en: "IELTS Academic" };
    const lock = acceptTranslations(manifest, {}, hash, (f) => f.where === "route /about");
    expect(report(manifest, lock)).not.toContain("identical route /about /title");
    expect(report(manifest, lock).every((line) => !line.includes("route /about "))).toBe(true);
    expect(report(manifest, lock)).toContain("unreviewed /interface/nav.home");
  });
});
