import { describe, expect, it } from "vitest";
import { editFixture, fixturePublicDir, fixtureText } from "../../tests/factories";
import { createValidator } from "../validate/index.server";
import { overlayError } from "./manifest-plugin.server";

const validate = createValidator({ schemaDir: "schema", publicDir: fixturePublicDir });

describe("the dev server's error overlay for the manifest", () => {
  it("shows nothing for a valid manifest", () => {
    expect(overlayError("site.manifest.json", fixtureText(), validate)).toBeUndefined();
  });

  it("lists every problem as the validator says it, Mongolian under English: file:line:column, route, pointer, message and hint", () => {
    const err = overlayError(
      "site.manifest.json",
      editFixture('"en": "Processing time"', '"xx": "Processing time"'),
      validate,
    )!;
    expect(err.message).toBe(
      [
        "site.manifest.json файлд 2 асуудал байна; засагдах хүртэл хуудсууд сүүлийн зөв хувилбараараа харагдана.",
        "site.manifest.json has 2 problems; the pages show its last good version until they are fixed.",
        "",
        'site.manifest.json:307:20  route /services/working-holiday  /routes/2/stats/0/label/en  the English text ("en") is missing (write both languages: { "mn": "…", "en": "…" })',
        "  «Тайлбар» талбарын англи бичвэр бичигдээгүй байна (Монгол, англи хоёр хэлээр бичнэ үү)",
        'site.manifest.json:309:13  route /services/working-holiday  /routes/2/stats/0/label/xx  the field "xx" is not allowed in a text, which has only "mn" and "en" (did you mean "mn"?)',
        "  Энд «xx» гэсэн талбар байж болохгүй («mn» гэж бичих гэсэн үү?)",
      ].join("\n"),
    );
    expect(err.loc).toMatchObject({ line: 307, column: 20 });
  });

  it("counts every problem when there are more than it lists", () => {
    const manifest = JSON.parse(fixtureText());
    for (let i = 0; i < 1_200; i++) manifest.routes.push({ path: `/broken-${i}`, template: "no-such-template" });
    const err = overlayError("site.manifest.json", JSON.stringify(manifest, null, 2), validate)!;
    const lines = err.message.split("\n");
    const listed = lines.filter((line) => line.startsWith("site.manifest.json:")).length;
    const more = Number(/^… бас (\d+) асуудал \(and \1 more\)$/.exec(lines.at(-1)!)?.[1]);
    expect(more, err.message.slice(-300)).toBeGreaterThan(0);
    expect(lines[0]).toBe(
      `site.manifest.json файлд ${listed + more} асуудал байна; засагдах хүртэл хуудсууд сүүлийн зөв хувилбараараа харагдана.`,
    );
    expect(lines[1]).toBe(
      `site.manifest.json has ${listed + more} problems; the pages show its last good version until they are fixed.`,
    );
  });
});
