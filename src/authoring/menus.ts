import type { SiteManifest, Text } from "../generated/manifest";
import { closest } from "../validate/suggest";

/** A place in the navigation a page can be added to, by a name an author can type. */
export interface Menu {
  name: string;
  /** Its name as visitors see it: the column's heading (the header's own links have none of their own). */
  label: Text;
  /** The drop-down menu of the header the column is in, by its label. */
  within?: Text;
  /** The part of the page the menu is in. */
  part: "header" | "footer";
  /** Where its list of links is, from the manifest's root. */
  path: (string | number)[];
}

/** The header's plain links are a place of their own, which the manifest gives no heading. */
export const headerLinksLabel: Text = { mn: "Толгой хэсгийн холбоосууд", en: "Header links" };

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** "header" for the header's own links, and each menu column by its English heading: "travel", "quick-links". */
export function menus(manifest: SiteManifest): Menu[] {
  const { header, footer } = manifest.navigation;
  return [
    { name: "header", label: headerLinksLabel, part: "header", path: ["navigation", "header", "links"] },
    ...header.menus.flatMap((menu, m) =>
      menu.columns.map((column, c) => ({
        name: slug(column.heading.en),
        label: column.heading,
        within: menu.label,
        part: "header" as const,
        path: ["navigation", "header", "menus", m, "columns", c, "links"],
      })),
    ),
    ...footer.columns.map((column, c) => ({
      name: slug(column.heading.en),
      label: column.heading,
      part: "footer" as const,
      path: ["navigation", "footer", "columns", c, "links"],
    })),
  ];
}

const same = (a: string, b: string | undefined) => b !== undefined && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The menu an author named: by its name ("fields-of-study") or its label in either language
 * ("Fields of study", "Суралцах чиглэлүүд"), in any capitals; a drop-down menu of one column names
 * that column too ("Popular courses"). Otherwise the nearest menu, to suggest, if one is near.
 */
export function findMenu(manifest: SiteManifest, typed: string): { menu?: Menu; nearest?: Menu; all: Menu[] } {
  const all = menus(manifest);
  const alone = (m: Menu) => all.filter((other) => other.within && other.within === m.within).length === 1;
  const names = (m: Menu) => [
    m.name,
    m.label.mn,
    m.label.en,
    ...(m.within && alone(m) ? [m.within.mn, m.within.en] : []),
  ];
  const menu = all.find((m) => names(m).some((name) => same(typed, name)));
  if (menu) return { menu, all };
  // A typo of a name, or a word of a label or of its drop-down menu's label ("courses": "Popular courses").
  const byName = new Map(all.flatMap((m) => names(m).map((name) => [name.toLowerCase(), m] as const)));
  const near = closest(typed.trim().toLowerCase(), byName.keys());
  const word = typed.trim().toLowerCase();
  const words = (m: Menu) =>
    [m.label.mn, m.label.en, m.within?.mn, m.within?.en].flatMap((t) =>
      (t ?? "").toLowerCase().split(/[^\p{L}\p{N}]+/u),
    );
  const nearest = near !== undefined ? byName.get(near) : word ? all.find((m) => words(m).includes(word)) : undefined;
  return { nearest, all };
}

/** Where a page is listed in a menu: the menu, the link's position and how many links the menu has. */
export interface Placement {
  menu: string;
  path: (string | number)[];
  index: number;
  count: number;
}

function linksAt(manifest: SiteManifest, path: (string | number)[]): { path: string }[] {
  let value: unknown = manifest;
  for (const key of path) value = (value as Record<string | number, unknown>)[key];
  return value as { path: string }[];
}

/** Every menu entry that links to the page. */
export function placementsOf(manifest: SiteManifest, pagePath: string): Placement[] {
  return menus(manifest).flatMap((menu) => {
    const links = linksAt(manifest, menu.path);
    return links.flatMap((link, index) =>
      link.path === pagePath ? [{ menu: menu.name, path: menu.path, index, count: links.length }] : [],
    );
  });
}

/** The manifest with the menu entry moved `by` places (-1 up, 1 down), copying only what changes. */
export function moveInMenu(manifest: SiteManifest, placement: Placement, by: number): SiteManifest {
  const target = placement.index + by;
  const links = [...linksAt(manifest, placement.path)];
  if (target < 0 || target >= links.length) return manifest;
  [links[placement.index], links[target]] = [links[target], links[placement.index]];
  const set = (value: unknown, [key, ...rest]: (string | number)[]): unknown => {
    if (key === undefined) return links;
    const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
    copy[key] = set(copy[key], rest);
    return copy;
  };
  return set(manifest, placement.path) as SiteManifest;
}
