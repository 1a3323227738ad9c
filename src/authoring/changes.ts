import { decodeHTML } from "entities";

/** What differs between two versions of a manifest, as an author names it. */
export interface Changes {
  /** The paths of the pages added, removed or changed, in the newer version's order. */
  pages: string[];
  /** Of `pages`, those added and those removed (a page moved is both). Absent from older records. */
  added?: string[];
  removed?: string[];
  /** Each value that changed: "/about › title (en)", "/ › blocks 2 › heading (mn)", "settings › contact › email". */
  fields: string[];
  /**
   * Where each of `fields` is, for the editor to name it in the author's words: a page's field (its
   * path, then the keys and list indexes within it), a field of another part of the manifest (its
   * keys from the root), or a change of the whole. Absent from records kept before it was added.
   */
  places?: Place[];
}

export type Place =
  | ({ page?: string; at: (string | number)[] } & Partial<Values>)
  | { whole: "file" | "order" | "unreadable" | "next-unreadable" }
  /** A redirect added, changed or removed (no `to`), by its old address. */
  | { redirect: { from: string; to?: string } };

/**
 * A text's words before and after a change, each cut short (formatted text as its words read): for
 * the author to see what changed. Absent where the value is not a text, or was not one.
 */
export interface Values {
  was: string;
  now: string;
}

type Json = unknown;
const isRecord = (v: Json): v is Record<string, Json> => typeof v === "object" && v !== null && !Array.isArray(v);
/** A field of the value itself, never one every object inherits (a key named "constructor"). */
const own = (record: Record<string, Json>, key: string): Json => (Object.hasOwn(record, key) ? record[key] : undefined);
const same = (a: Json, b: Json) => a === b || JSON.stringify(a) === JSON.stringify(b);
const languages = new Set(["mn", "en"]);

/** "blocks 2 › heading (mn)" for the segments blocks, 1, heading, mn: list items from 1, languages in brackets. */
function label(segments: (string | number)[]): string {
  const words: string[] = [];
  for (const segment of segments) {
    const last = words.length - 1;
    if (typeof segment === "number" && last >= 0) words[last] += ` ${segment + 1}`;
    else if (languages.has(String(segment)) && last >= 0) words[last] += ` (${segment})`;
    else words.push(String(segment));
  }
  return words.join(" › ");
}

/** How much of a text a change shows, and how many changes of a version show their texts at most. */
const excerptLength = 80;
const valuesShown = 100;

/** A text as an author reads it, cut short: formatted text without its tags, entities as characters. */
function excerpt(value: Json): string | undefined {
  if (value === undefined) return "";
  if (typeof value !== "string") return undefined;
  const words = decodeHTML(value.replace(/<[^>]*>/g, " "))
    .replace(/\s+/g, " ")
    .trim();
  if (words.length <= excerptLength) return words;
  // Cut before a figure's {{name}} rather than through it.
  return `${words
    .slice(0, excerptLength - 1)
    .replace(/\{\{[^}]*$/, "")
    .trimEnd()}…`;
}

/** The texts before and after, when both are texts (or one is missing): see Values. */
function valuesOf(before: Json, after: Json): Values | undefined {
  const [was, now] = [excerpt(before), excerpt(after)];
  return was === undefined || now === undefined || was === now ? undefined : { was, now };
}

/** One value that differs: where it is, and what it was and is. */
interface Difference {
  at: (string | number)[];
  before: Json;
  after: Json;
}

/**
 * The values that differ, one label each. Lists of the same length are compared item by item; a
 * list that grew or shrank is one change (an item inserted at the top would otherwise change all).
 */
function walk(before: Json, after: Json, segments: (string | number)[], out: Difference[]) {
  if (same(before, after)) return;
  if (isRecord(before) && isRecord(after)) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    for (const key of keys) walk(own(before, key), own(after, key), [...segments, key], out);
  } else if (Array.isArray(before) && Array.isArray(after) && before.length === after.length)
    before.forEach((value, i) => walk(value, after[i], [...segments, i], out));
  else out.push({ at: segments, before, after });
}

const redirectsByFrom = (redirects: Json[]) =>
  new Map(redirects.flatMap((r) => (isRecord(r) && typeof r.from === "string" ? [[r.from, r] as const] : [])));

const pagesByPath = (routes: Json[]) =>
  new Map(routes.flatMap((r) => (isRecord(r) && typeof r.path === "string" ? [[r.path, r] as const] : [])));

/** Pages are matched by path, so that adding or moving one page does not mark every later page changed. */
export function changesBetween(before: Json, after: Json): Changes {
  const fields: string[] = [];
  const places: Place[] = [];
  const pages: string[] = [];
  const [added, removed]: string[][] = [[], []];
  const add = (field: string, place: Place) => (fields.push(field), places.push(place));
  /** A field's place, with its texts before and after for the first changes of the version. */
  const placed = (place: { page?: string; at: (string | number)[] }, { before, after }: Difference): Place => {
    const values = places.length < valuesShown ? valuesOf(before, after) : undefined;
    return values ? { ...place, ...values } : place;
  };
  if (!isRecord(before) || !isRecord(after)) {
    const whole: Difference[] = [];
    walk(before, after, [], whole);
    for (const d of whole)
      add(label(d.at) || "the whole file", d.at.length ? placed({ at: d.at }, d) : { whole: "file" });
    return { pages, fields, places };
  }
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const [old, now] = [own(before, key), own(after, key)];
    // Redirects by their old address: one added to the end of the list is one change, named.
    if (key === "redirects" && Array.isArray(old) && Array.isArray(now)) {
      const [was, is] = [redirectsByFrom(old), redirectsByFrom(now)];
      for (const from of new Set([...was.keys(), ...is.keys()])) {
        if (same(was.get(from), is.get(from))) continue;
        const to = is.get(from)?.to;
        add(typeof to === "string" ? `redirects › ${from} → ${to}` : `redirects › ${from} (removed)`, {
          redirect: { from, ...(typeof to === "string" && { to }) },
        });
      }
      continue;
    }
    if (key !== "routes" || !Array.isArray(old) || !Array.isArray(now)) {
      const inPart: Difference[] = [];
      walk(old, now, [key], inPart);
      for (const d of inPart) add(label(d.at), placed({ at: d.at }, d));
      continue;
    }
    const [was, is] = [pagesByPath(old), pagesByPath(now)];
    for (const path of new Set([...is.keys(), ...was.keys()])) {
      if (same(was.get(path), is.get(path))) continue;
      pages.push(path);
      if (!was.has(path)) added.push(path);
      if (!is.has(path)) removed.push(path);
      const inPage: Difference[] = [];
      if (was.has(path) && is.has(path)) walk(was.get(path), is.get(path), [], inPage);
      for (const d of inPage) add(d.at.length ? `${path} › ${label(d.at)}` : path, placed({ page: path, at: d.at }, d));
    }
    const kept = (paths: string[], other: Map<string, unknown>) => paths.filter((p) => other.has(p));
    if (!same(kept([...was.keys()], is), kept([...is.keys()], was))) add("the order of pages", { whole: "order" });
  }
  return { pages, ...(added.length > 0 && { added }), ...(removed.length > 0 && { removed }), fields, places };
}

const counted = {
  en: {
    pages: (n: number) => `${n} page${n === 1 ? "" : "s"}`,
    fields: (n: number) => `${n} field${n === 1 ? "" : "s"}`,
  },
  mn: { pages: (n: number) => `${n} хуудас`, fields: (n: number) => `${n} талбар` },
};
const nothing = { en: "no change to the content", mn: "агуулга өөрчлөгдөөгүй" };
const firstFew = (names: string[], most = 3) =>
  names.length > most ? `${names.slice(0, most).join(", ")}, …` : names.join(", ");

/** One line for a list of versions: "3 pages: /about, /services/student, /blog · 5 fields" ("3 хуудас: … · 5 талбар"). */
export function summarize({ pages, fields }: Changes, lang: "mn" | "en" = "en"): string {
  const count = counted[lang];
  if (!pages.length && !fields.length) return nothing[lang];
  if (!pages.length) return fields.length <= 3 ? fields.join(", ") : count.fields(fields.length);
  const named = `${count.pages(pages.length)}: ${firstFew(pages)}`;
  return fields.length ? `${named} · ${count.fields(fields.length)}` : named;
}
