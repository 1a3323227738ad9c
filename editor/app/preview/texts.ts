/** A text of the manifest in one language, and the JSON pointer of the value it comes from. */
export interface PlacedText {
  pointer: string;
  text: string;
}

// Values that name things (a template, a path, an icon, a picture's file) rather than show as text.
const notShown = new Set(["template", "path", "status", "type", "icon", "id", "image", "src", "recommend", "currency"]);

const escapeSegment = (segment: string) => segment.replace(/~/g, "~0").replace(/\//g, "~1");
const unescapeSegment = (segment: string) => segment.replace(/~1/g, "/").replace(/~0/g, "~");

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

/**
 * Text as a reader sees it: tags of formatted text removed, entities read, white space collapsed,
 * and a non-breaking hyphen (the page typesets "АНУ-аас" so) read as the hyphen the author typed.
 */
export function plainText(value: string): string {
  return value
    .replace(/<[^>]*>/g, " ")
    .replace(/\u2011/g, "-")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name])
    .replace(/\s+/g, " ")
    .trim();
}

const isBilingual = (value: object): value is Record<"mn" | "en", unknown> =>
  "mn" in value && Object.keys(value).every((key) => key === "mn" || key === "en");

/**
 * Every text of `value` that the site shows in `lang`, with its pointer under `base`: the `lang`
 * side of each { mn, en } pair, and plain strings that are not names (paths, templates, icons).
 */
export function textsOf(value: unknown, lang: "mn" | "en", base = ""): PlacedText[] {
  const found: PlacedText[] = [];
  const walk = (node: unknown, pointer: string, key: string) => {
    if (typeof node === "string") {
      const text = plainText(node);
      if (text && !notShown.has(key)) found.push({ pointer, text });
    } else if (Array.isArray(node)) node.forEach((item, i) => walk(item, `${pointer}/${i}`, key));
    else if (node && typeof node === "object") {
      if (isBilingual(node)) return walk(node[lang], `${pointer}/${lang}`, key);
      for (const [name, item] of Object.entries(node)) walk(item, `${pointer}/${escapeSegment(name)}`, name);
    }
  };
  walk(value, base, "");
  return found;
}

// A short text ("AU", "1") is found inside too many others: only a whole match counts for it.
const shortest = 4;
// A sentence of formatted text is shown as a paragraph of its own: a paragraph found inside a
// longer text is taken as that text only when it is long enough to be unlikely elsewhere.
const shortestPart = 24;

/** How well an element's text matches a value: 3 equal, 2 contains it, 1 is a paragraph of it, 0 no. */
export function matchScore(shown: string, text: string): number {
  if (shown === text) return 3;
  if (text.length >= shortest && shown.includes(text)) return 2;
  if (shown.length >= shortestPart && text.includes(shown)) return 1;
  return 0;
}

/**
 * The text an element shows, if it shows one: the first text in `texts` (which lists the shown
 * section's texts first) that matches best, or undefined.
 */
export function textAt(shown: string, texts: PlacedText[]): PlacedText | undefined {
  const normal = plainText(shown);
  if (!normal) return undefined;
  let best: PlacedText | undefined;
  let bestScore = 0;
  for (const text of texts) {
    const score = matchScore(normal, text.text);
    if (score > bestScore) [best, bestScore] = [text, score];
    if (score === 3) break;
  }
  return best;
}

/**
 * Of the elements of a page (their text and depth, in document order), the one that shows `text`:
 * an element whose text equals it, else the smallest that contains it, else one of its paragraphs;
 * the deepest of the best, the first of equals. -1 when none does.
 */
export function elementShowing(elements: { text: string; depth: number }[], text: string): number {
  let best = -1;
  let bestScore = 0;
  let bestDepth = -1;
  elements.forEach((element, i) => {
    const score = matchScore(plainText(element.text), text);
    if (score > bestScore || (score === bestScore && score > 0 && element.depth > bestDepth))
      [best, bestScore, bestDepth] = [i, score, element.depth];
  });
  return best;
}

/**
 * The id rjsf gives the field of `pointer` in the form of the section at `section`
 * ("/routes/3/title/en" in "/routes/3" is "root_title_en"), or undefined when it is not in that section.
 */
export function fieldIdOf(pointer: string, section: string): string | undefined {
  if (pointer !== section && !pointer.startsWith(section + "/")) return undefined;
  const segments = pointer.slice(section.length).split("/").filter(Boolean).map(unescapeSegment);
  return ["root", ...segments].join("_");
}

/** The ids to try for a field, its own first, then those of the fields that hold it. */
export function fieldIdsOf(pointer: string, section: string): string[] {
  const id = fieldIdOf(pointer, section);
  if (!id) return [];
  const parts = id.split("_");
  return parts.map((_, i) => parts.slice(0, parts.length - i).join("_"));
}

type Manifest = { routes: unknown[]; settings?: unknown; navigation?: unknown; interface?: unknown };
type Shown = { kind: "route"; index: number } | { kind: "settings" | "navigation" | "interface" };

/**
 * The texts a preview of `shown` can show, its own first: the page's (or the section's), then those
 * of the header and footer (settings, navigation, interface words), then, for settings, the home page's.
 */
export function previewTexts(data: Manifest, shown: Shown, lang: "mn" | "en"): PlacedText[] {
  const own = shown.kind === "route" ? `/routes/${shown.index}` : `/${shown.kind}`;
  const home = data.routes.findIndex((r) => (r as { path?: string }).path === "/");
  const parts = [
    own,
    ...["/settings", "/navigation", "/interface"].filter((p) => p !== own),
    ...(shown.kind === "settings" && home !== -1 ? [`/routes/${home}`] : []),
  ];
  return parts.flatMap((pointer) => {
    const [, section, index] = pointer.split("/");
    const value = section === "routes" ? data.routes[Number(index)] : data[section as "settings"];
    return textsOf(value, lang, pointer);
  });
}
