// The brand's files for whatever draws outside the page's HTML (the webfont's subset, share images,
// PDFs): the typeface's TrueType files and the logo. One place, so that they all draw the same brand.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { SiteManifest } from "../generated/manifest.ts";
import type { Lang } from "../routes/table.ts";
import { publicFolder } from "../manifest/env.ts";

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

type Settings = SiteManifest["settings"];

/** The path in public/ of the logo's SVG for a language (settings.logo), for a light or a dark background. */
export const logoFile = (settings: Settings, lang: Lang, tone: "light" | "dark" = "light"): string | undefined =>
  settings.logo && join(publicFolder, settings.logo[tone][lang]);

/** The logo's SVG text for a language, for a light or a dark background; undefined when the manifest names no logo. */
export function logoSvg(settings: Settings, lang: Lang, tone: "light" | "dark" = "light"): string | undefined {
  const file = logoFile(settings, lang, tone);
  return file && readFileSync(file, "utf8");
}

/** The mark's SVG text (settings.logo.mark): the symbol alone, square. */
export const markSvg = (settings: Settings): string | undefined =>
  settings.logo && readFileSync(join(publicFolder, settings.logo.mark), "utf8");
