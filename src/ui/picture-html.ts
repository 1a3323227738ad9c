import { useContext } from "react";
import { theme } from "../theme";
import { pictureSizes } from "./picture";
import { PicturesContext, type PictureTable } from "./pictures";

const quoted = (value: string) => `"${value.replace(/&/g, "&amp;").replace(/"/g, "&quot;")}"`;

/** The attributes of a tag the sanitiser wrote: name="value", values already escaped. */
function attributesOf(tag: string): Map<string, string> {
  return new Map([...tag.matchAll(/([a-z-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]));
}

/**
 * Formatted text's pictures (sanitised to <img src alt width height> of public/, see
 * src/content/sanitize.server.ts) drawn as src/ui/picture.tsx draws a picture: a photo the build
 * made gets its AVIF and WebP sources, its srcset and its own width and height; every picture
 * loads lazily, since formatted text is never the first thing on a page.
 */
export function withPictures(html: string, table: PictureTable, sizes: string): string {
  if (!html.includes("<img")) return html;
  return html.replace(/<img\b[^>]*>/g, (tag) => {
    const attributes = attributesOf(tag);
    const src = attributes.get("src")?.replace(/&amp;/g, "&") ?? "";
    const files = Object.hasOwn(table, src) ? table[src] : undefined;
    const alt = attributes.get("alt") ?? "";
    const kept = [...attributes].filter(([name]) => name === "width" || name === "height");
    const size: [string, string][] = files
      ? [
          ["width", String(files.width)],
          ["height", String(files.height)],
        ]
      : kept;
    const srcset: [string, string][] = files?.srcset
      ? [
          ["srcset", files.srcset],
          ["sizes", sizes],
        ]
      : [];
    const shown = [["src", files?.src ?? src], ...srcset, ...size].map(([name, value]) => `${name}=${quoted(value)}`);
    const img = `<img ${shown.join(" ")} alt="${alt}" loading="lazy" decoding="async">`;
    if (!files?.sources) return img;
    const sources = files.sources.map(
      (source) => `<source type=${quoted(source.type)} srcset=${quoted(source.srcset)} sizes=${quoted(sizes)}>`,
    );
    return `<picture>${sources.join("")}${img}</picture>`;
  });
}

/** Formatted text is at most the text's width. */
const textSizes = pictureSizes(theme.width.text);

/** The formatted text `html` with its pictures drawn from the table of the site being drawn. */
export function usePicturesIn(html: string): string {
  return withPictures(html, useContext(PicturesContext), textSizes);
}
