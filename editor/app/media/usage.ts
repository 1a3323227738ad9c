import { isPicturePath } from "../../../src/validate/pictures";

/** Where a picture is used: a page (its title in both languages, and its path), or a section of the site. */
export type Use =
  { page: { mn: string; en: string } | string; path: string } | { section: "settings" | "navigation" | "interface" };

const imgSource = /<img\b[^>]*?\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi;

/** The pictures a value names: picture fields (image fields' src, logos, share image) and the <img> of formatted texts. */
function picturesIn(value: unknown, found: Set<string>): Set<string> {
  if (typeof value === "string") {
    if (isPicturePath(value)) found.add(value);
    else if (value.includes("<img"))
      for (const m of value.matchAll(imgSource)) {
        const src = (m[1] ?? m[2] ?? m[3]).split(/[?#]/)[0];
        if (isPicturePath(src)) found.add(src);
      }
  } else if (Array.isArray(value)) for (const item of value) picturesIn(item, found);
  else if (typeof value === "object" && value !== null)
    for (const item of Object.values(value)) picturesIn(item, found);
  return found;
}

const isText = (value: unknown): value is { mn: string; en: string } =>
  typeof value === "object" && value !== null && typeof (value as { mn?: unknown }).mn === "string";

/** Each picture the manifest being edited uses, with the pages and sections that use it, in their order. */
export function pictureUses(manifest: unknown): Map<string, Use[]> {
  const uses = new Map<string, Use[]>();
  const add = (use: Use, value: unknown) => {
    for (const src of picturesIn(value, new Set())) uses.set(src, [...(uses.get(src) ?? []), use]);
  };
  if (typeof manifest !== "object" || manifest === null) return uses;
  const data = manifest as Record<string, unknown>;
  for (const route of Array.isArray(data.routes) ? data.routes : []) {
    if (typeof route !== "object" || route === null) continue;
    const { title, path } = route as { title?: unknown; path?: unknown };
    add({ page: isText(title) ? title : String(path ?? ""), path: String(path ?? "") }, route);
  }
  for (const section of ["settings", "navigation", "interface"] as const) add({ section }, data[section]);
  return uses;
}
