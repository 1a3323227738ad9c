// A keyboard user sees where the focus is: at every stop of a page's Tab order the focus ring has at
// least 3:1 against what lies behind it (WCAG 1.4.11), on white panels and dark ones alike.
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { isDraft } from "../../src/routes/status";
import { localizePath } from "../../src/routes/table";
import { openPage, siteForSuite } from "./browser";
import { manifest } from "./page-checks";

const site = siteForSuite();

/** The relative luminance of an sRGB colour, as WCAG defines it. */
function luminance(colour: number[]): number {
  const [r, g, b] = colour.map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: number[], b: number[]) => {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
};

interface Stop {
  /** The element, as a person would name it: its text or label. */
  name: string;
  /** The ring's colour, or null where neither the focused element nor a box around it has one. */
  ring: number[] | null;
  /** The colours behind the ring: one, or a gradient's. */
  behind: number[][];
  /** An element focused before: the Tab order has come round. */
  again: boolean;
}

/** The focused element's ring and the colours of the panel it sits on. */
function focusedStop(page: Page): Promise<Stop | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const seen = ((window as unknown as { tabStops?: Set<Element> }).tabStops ??= new Set());
    const again = seen.has(element);
    seen.add(element);
    const colours = (text: string) =>
      [...text.matchAll(/rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/g)].map((m) => ({
        rgb: [Number(m[1]), Number(m[2]), Number(m[3])],
        alpha: m[4] === undefined ? 1 : Number(m[4]),
      }));
    // A card draws the ring of the link it holds around itself (src/ui/link-card.tsx).
    const hasRing = (at: Element) => {
      const style = getComputedStyle(at);
      return style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0;
    };
    let ringed: Element | null = element;
    while (ringed && !hasRing(ringed)) ringed = ringed.parentElement;
    // The ring is drawn outside it: what shows there is its ancestors' backgrounds, laid over each other.
    const layers: { rgb: number[]; alpha: number }[][] = [];
    for (let at = ringed?.parentElement; at; at = at.parentElement) {
      const style = getComputedStyle(at);
      const gradient = colours(style.backgroundImage);
      // A band of colour a few pixels wide along a card's edge (colourBand, src/ui/card-surface.ts)
      // lies behind no ring: the card's own colour does.
      const band = /(^|\s)\d+(\.\d+)?px(\s|$)/.test(style.backgroundSize);
      if (gradient.length && !band) {
        layers.push(gradient.map((stop) => ({ ...stop, alpha: 1 })));
        break;
      }
      const [colour] = colours(style.backgroundColor);
      if (colour && colour.alpha > 0) {
        layers.push([colour]);
        if (colour.alpha === 1) break;
      }
    }
    let behind = [[255, 255, 255]];
    for (const layer of layers.reverse())
      behind = layer.flatMap((top) =>
        behind.map((under) => top.rgb.map((v, i) => v * top.alpha + under[i] * (1 - top.alpha))),
      );
    return {
      name: (element.getAttribute("aria-label") ?? element.textContent ?? element.tagName).trim().slice(0, 60),
      ring: ringed ? colours(getComputedStyle(ringed).outlineColor)[0].rgb : null,
      behind,
      again,
    };
  });
}

const visa = manifest.routes.find((r) => r.template === "visa" && !isDraft(r))!;
const pages = [
  { path: "/", lang: "mn" },
  { path: localizePath(visa.path, "en"), lang: "en" },
];

it.for(pages)(
  "$path ($lang): every stop of the Tab order shows a focus ring of 3:1 or more against its background",
  async ({ path, lang }) => {
    const { page } = await openPage(site, path, { viewport: { width: 1280, height: 800 } });
    const problems: string[] = [];
    let stops = 0;
    for (; stops < 500; stops++) {
      await page.keyboard.press("Tab");
      const stop = await focusedStop(page);
      if (!stop) continue;
      if (stop.again) break;
      if (!stop.ring) {
        problems.push(`"${stop.name}": no focus ring`);
        continue;
      }
      const worst = Math.min(...stop.behind.map((colour) => contrast(stop.ring!, colour)));
      if (worst < 3) problems.push(`"${stop.name}": ring rgb(${stop.ring}) at ${worst.toFixed(2)}:1 against its panel`);
    }
    expect(stops, `${path} (${lang}): the Tab order never came round`).toBeLessThan(500);
    expect(stops, `${path} (${lang}): too few stops to be the whole page`).toBeGreaterThan(20);
    expect(problems, `${path} (${lang})`).toEqual([]);
    await page.context().close();
  },
);

it.for([
  { path: "/", lang: "mn", width: 375 },
  { path: localizePath(visa.path, "en"), lang: "en", width: 1280 },
] as const)(
  "$path ($lang, $width px): the first Tab shows a link past the header, and the next one after it is in the page's content",
  async ({ path, lang, width }) => {
    const { page } = await openPage(site, path, { viewport: { width, height: 800 } });
    await page.keyboard.press("Tab");
    const skip = page.locator(":focus");
    expect(await skip.textContent()).toBe(manifest.interface.skipToContent[lang]);
    // Seen while it has the focus, whole and on the screen.
    const box = (await skip.boundingBox())!;
    expect(box.width).toBeGreaterThan(40);
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest("main")))).toBe(true);
    await page.context().close();
  },
);
