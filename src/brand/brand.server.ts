// The brand's files for whatever draws outside the page's HTML (the webfont's subset, share images,
// PDFs): the typeface's TrueType files and the logo. One place, so that they all draw the same brand.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/** Manrope's static weights, as the @expo-google-fonts/manrope package names their folders. */
const weightNames = {
  200: "ExtraLight",
  300: "Light",
  400: "Regular",
  500: "Medium",
  600: "SemiBold",
  700: "Bold",
  800: "ExtraBold",
} as const;

export type FontWeight = keyof typeof weightNames;

const fontPackage = dirname(createRequire(import.meta.url).resolve("@expo-google-fonts/manrope/package.json"));

/** The path of Manrope's TrueType file in a weight (full character set, Mongolian Cyrillic included). */
export const fontFile = (weight: FontWeight): string =>
  join(fontPackage, `${weight}${weightNames[weight]}`, `Manrope_${weight}${weightNames[weight]}.ttf`);
