// Where a manifest names a page, found by walking every value rather than by a list of fields: a
// field that holds a path or a link (/about, /about#team), and the links inside a text's HTML
// (href="/about") or Markdown ([…](/about)). A value is a reference only when it is the page's path
// itself, followed by nothing or by #section: /services/student is not /services/student-visa.
import { isListingPath } from "../routes/listing";
import { defaultLanguage, localizePath, parsePath } from "../routes/table";

type Json = unknown;
type Key = string | number;

/** One place where the manifest names a page. */
export interface Reference {
  /** The field, from the manifest's root. */
  at: Key[];
  /** The page that holds it ("/about"), or the part of the manifest ("navigation"). */
  page: string;
  /** The field within that page or part, as an author reads it: blocks[2].actions[0].href. */
  field: string;
}

/**
 * Which paths a change concerns and what each becomes: the page's own path, and with `listing`
 * the blog list's pages under it (/blog/category/visa) when the page holds the blog list.
 */
export interface Retarget {
  from: string;
  to: string;
  /**
   * The page holds the blog list, which makes pages under it (/blog/page/2, /blog/category/…):
   * "follow" moves them with it (/news/category/visa), "join" sends them to `to` itself.
   */
  listing?: "follow" | "join";
  /** A link to a section (/old#team) keeps it; false drops it, for a page whose sections are gone. */
  keepSection?: boolean;
}

const isRecord = (v: Json): v is Record<string, Json> => typeof v === "object" && v !== null && !Array.isArray(v);

/** The page part of a path the change concerns, turned into its new form; undefined for any other. */
function retargetPage(page: string, change: Retarget): string | undefined {
  if (page === change.from) return change.to;
  if (!change.listing || !isListingPath(change.from, page)) return undefined;
  if (change.listing === "join") return change.to;
  return (change.to === "/" ? "" : change.to) + page.slice(change.from === "/" ? 0 : change.from.length);
}

/** A link's new form, or undefined when it does not lead to the page: /old#team → /new#team, /en/old → /en/new. */
export function retargetLink(href: string, change: Retarget): string | undefined {
  if (!href.startsWith("/")) return undefined;
  const cut = href.search(/[?#]/);
  const [page, rest] = cut === -1 ? [href, ""] : [href.slice(0, cut), href.slice(cut)];
  const suffix = change.keepSection === false ? "" : rest;
  const own = retargetPage(page, change);
  if (own !== undefined) return own + suffix;
  // The English address of the page, should a text name it so.
  const { lang, source } = parsePath(page);
  if (lang === defaultLanguage || localizePath(source, lang) !== page) return undefined;
  const moved = retargetPage(source, change);
  return moved === undefined ? undefined : localizePath(moved, lang) + suffix;
}

const htmlLink = /(\bhref\s*=\s*)("([^"]*)"|'([^']*)')/gi;
const markdownLink = /(\]\()([^)\s]+)/g;

/** The string with every reference to the page changed, and how many there were. */
function retargetString(value: string, change: Retarget): [string, number] {
  const whole = retargetLink(value, change);
  if (whole !== undefined) return [whole, 1];
  let count = 0;
  let text = value;
  if (/href/i.test(text))
    text = text.replace(htmlLink, (match, before: string, _q: string, double?: string, single?: string) => {
      const moved = retargetLink(double ?? single ?? "", change);
      if (moved === undefined) return match;
      count++;
      return double !== undefined ? `${before}"${moved}"` : `${before}'${moved}'`;
    });
  if (text.includes("]("))
    text = text.replace(markdownLink, (match, before: string, href: string) => {
      const moved = retargetLink(href, change);
      if (moved === undefined) return match;
      count++;
      return before + moved;
    });
  return [text, count];
}

/** "blocks[2].actions[0].href" */
const fieldName = (keys: Key[]) =>
  keys.map((k, i) => (typeof k === "number" ? `[${k}]` : i === 0 ? k : `.${k}`)).join("");

/** The page or part of the manifest a field belongs to, and the field's name within it. */
function owner(manifest: Json, at: Key[]): { page: string; field: string } {
  if (at[0] === "routes" && typeof at[1] === "number" && isRecord(manifest) && Array.isArray(manifest.routes)) {
    const route = manifest.routes[at[1]];
    const page = isRecord(route) && typeof route.path === "string" ? route.path : `routes[${at[1]}]`;
    return { page, field: fieldName(at.slice(2)) };
  }
  return { page: String(at[0]), field: fieldName(at.slice(1)) };
}

/**
 * Changes every reference to the page in the manifest, anywhere but its redirects (which the move
 * and the deletion keep by their own rules). Only the values that change are copied. Returns the
 * new manifest and where each reference was (a text may hold several: one entry each).
 */
export function retargetReferences(manifest: Json, change: Retarget): { manifest: Json; references: Reference[] } {
  const references: Reference[] = [];
  const walk = (value: Json, at: Key[]): Json => {
    if (typeof value === "string") {
      const [text, count] = retargetString(value, change);
      for (let i = 0; i < count; i++) references.push({ at, ...owner(manifest, at) });
      return text;
    }
    if (Array.isArray(value)) {
      let copy: Json[] | undefined;
      value.forEach((item, i) => {
        const next = walk(item, [...at, i]);
        if (next !== item) (copy ??= [...value])[i] = next;
      });
      // A list of pages that named both the old page and its replacement names the replacement once.
      return (
        copy?.filter((item, i) => !(item !== value[i] && typeof item === "string" && value.includes(item))) ?? value
      );
    }
    if (isRecord(value)) {
      let copy: Record<string, Json> | undefined;
      for (const [key, item] of Object.entries(value)) {
        if (at.length === 0 && (key === "redirects" || key === "$schema")) continue;
        const next = walk(item, [...at, key]);
        if (next !== item) (copy ??= { ...value })[key] = next;
      }
      return copy ?? value;
    }
    return value;
  };
  return { manifest: walk(manifest, []), references };
}

/** Every place that names the page, except the page's own path. */
export function referencesTo(manifest: Json, path: string, listing?: Retarget["listing"]): Reference[] {
  return retargetReferences(manifest, { from: path, to: path, listing }).references.filter(
    (r) => !(r.at.length === 3 && r.at[0] === "routes" && r.at[2] === "path"),
  );
}
