// Share images in the prerender workers: each page's card is named by the hash of what it shows
// (title, language, template, site name, address, logo, typeface and the card's design), so that
// pages with the same card share one file and a rebuild draws none it drew before. The worker
// draws a card missing from the cache with satori (JSX to SVG); the build's main thread turns the
// SVG into a PNG (src/share/write.server.ts), so that no native module runs in a worker.
import { createHash, hash as oneHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { PageData } from "../manifest/page-data";
import type { ShareImage } from "../seo/head";
import { fontFile } from "../brand/brand.server";
import { theme } from "../theme";
import { ShareCard, type ShareCardProps } from "./card";
import { svgSize } from "../build/svg-size.server";
import { publicFolder } from "../manifest/env";

/** Where drawn cards are kept; SITE_SHARE_CACHE names another folder (tests keep their own). */
export const shareCache = () => process.env.SITE_SHARE_CACHE ?? "node_modules/.cache/share-images";

/** The folder of the built site cards are written to, under their hashed names. */
export const shareFolder = "/assets/share";

/** A card for the main thread to write: its file name, and its SVG when it is not in the cache. */
export interface ShareRequest {
  file: string;
  svg?: string;
}

const fontWeights = [500, 700] as const;

/**
 * How the main thread writes a card's PNG (src/share/write.server.ts): opaque, without PNG's
 * adaptive filters, which took three times as long here for the same size. Part of every card's hash.
 */
export const pngOptions = { adaptiveFiltering: false } as const;

/** A logo file of public/ (settings.logo's for dark backgrounds) as the card draws it, and its hash. */
function logoAt(path: string): { logo: ShareCardProps["logo"]; hash: string } {
  const svg = readFileSync(join(publicFolder, path));
  const size = svgSize(svg.toString("utf8"));
  return {
    logo: size && { src: `data:image/svg+xml;base64,${svg.toString("base64")}`, ...size },
    hash: createHash("sha256").update(svg).digest("hex"),
  };
}

/** satori, loaded by the first card to draw: a rebuild whose cards are all kept spends nothing on it (about 0.25 s a worker). */
let loading: Promise<typeof import("satori").default> | undefined;
const satori = () => (loading ??= import("satori").then((module) => module.default));

/** The typeface's files and the card's design, which every card's hash includes. */
function design() {
  const fonts = fontWeights.map((weight) => ({
    name: theme.font.webfont,
    data: readFileSync(fontFile(weight)),
    weight,
    style: "normal" as const,
  }));
  const hash = createHash("sha256");
  for (const font of fonts) hash.update(font.data);
  // From the project's folder: this module also runs compiled, away from its source.
  hash.update(readFileSync(resolve("src/share/card.tsx")));
  hash.update(JSON.stringify([theme.color, pngOptions]));
  return { fonts, hash: hash.digest("hex") };
}

/**
 * The share images of one worker's pages. `imageOf(data)` names a page's card while the page is
 * drawn (its URL goes in the head); `drawn()` then draws the cards named since, and returns what
 * the main thread must write.
 */
export function createShareImages(cacheDir = shareCache()) {
  const { fonts, hash } = design();
  const { width, height } = theme.image.share;
  const named = new Set<string>();
  const logos = new Map<string, ReturnType<typeof logoAt>>();
  // The site's host, from its address: the same for every page.
  const hosts = new Map<string, string>();
  const hostOf = (baseUrl: string) => {
    let host = hosts.get(baseUrl);
    if (host === undefined) hosts.set(baseUrl, (host = new URL(baseUrl).host));
    return host;
  };
  let waiting: { file: string; card: ShareCardProps }[] = [];

  function imageOf(data: PageData): ShareImage | undefined {
    if (!data.page) return undefined;
    const path = data.chrome.logo?.dark;
    if (path && !logos.has(path)) logos.set(path, logoAt(path));
    const logo = path ? logos.get(path) : undefined;
    const card = {
      title: data.page.title,
      template: data.page.template,
      siteName: data.chrome.siteName,
      host: hostOf(data.chrome.baseUrl),
      logo: logo?.logo,
    };
    // The logo by its hash: hashing its text for every page would cost more than the rest.
    const shown = { ...card, logo: logo?.hash };
    const key = oneHash("sha256", JSON.stringify([shown, data.lang, hash])).slice(0, 20);
    const file = `${key}.png`;
    if (!named.has(file)) {
      named.add(file);
      waiting.push({ file, card });
    }
    return { url: `${shareFolder}/${file}`, width, height, type: "image/png" };
  }

  async function drawn(): Promise<ShareRequest[]> {
    const cards = waiting;
    waiting = [];
    return Promise.all(
      cards.map(async ({ file, card }) =>
        existsSync(join(cacheDir, file))
          ? { file }
          : { file, svg: await (await satori())(ShareCard(card), { width, height, fonts: [...fonts] }) },
      ),
    );
  }

  return { imageOf, drawn };
}
