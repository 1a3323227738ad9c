import fontkit, { type Font } from "@pdf-lib/fontkit";
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { fontFile } from "../brand/brand.server";
import { theme } from "../theme";

// Liberation Sans has Arial's metrics glyph for glyph; Debian installs it with Chromium.
const liberation = { 400: "LiberationSans-Regular.ttf", 700: "LiberationSans-Bold.ttf" } as const;
const open = (file: string) => fontkit.create(readFileSync(file));

/** The real manifest's texts, one string: what the fallback must lay out as wide as Manrope would. */
function manifestText(): string {
  const texts: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === "string") texts.push(value.replace(/<[^>]*>/g, " "));
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk(JSON.parse(readFileSync("site.manifest.json", "utf8")));
  return texts.join(" ");
}

/** The overrides that make `fallback` take Manrope's room: width over the text, then ascent and descent. */
function overrides(manrope: Font, fallback: Font, text: string) {
  let [wide, narrow] = [0, 0];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (!fallback.hasGlyphForCodePoint(code) || !manrope.hasGlyphForCodePoint(code)) continue;
    wide += manrope.glyphForCodePoint(code).advanceWidth / manrope.unitsPerEm;
    narrow += fallback.glyphForCodePoint(code).advanceWidth / fallback.unitsPerEm;
  }
  const size = wide / narrow;
  return {
    sizeAdjust: size * 100,
    ascentOverride: (manrope.ascent / manrope.unitsPerEm / size) * 100,
    descentOverride: (-manrope.descent / manrope.unitsPerEm / size) * 100,
  };
}

it("the fallback face of each weight takes the room Manrope will take with the manifest's texts, within 1.5%", () => {
  const text = manifestText();
  for (const face of theme.font.fallback) {
    const measured = overrides(
      open(fontFile(face.weight)),
      open(`/usr/share/fonts/truetype/liberation/${liberation[face.weight]}`),
      text,
    );
    for (const key of ["sizeAdjust", "ascentOverride", "descentOverride"] as const)
      expect(
        Math.abs(parseFloat(face[key]) - measured[key]),
        `${face.weight} ${key}: measured ${measured[key].toFixed(2)}%`,
      ).toBeLessThan(1.5);
  }
});
