import type { SiteManifest } from "../generated/manifest";

/** A place in the navigation a page can be added to, by a name an author can type. */
export interface Menu {
  name: string;
  /** Where its list of links is, from the manifest's root. */
  path: (string | number)[];
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** "header" for the header's own links, and each menu column by its English heading: "travel", "quick-links". */
export function menus(manifest: SiteManifest): Menu[] {
  const { header, footer } = manifest.navigation;
  return [
    { name: "header", path: ["navigation", "header", "links"] },
    ...header.menus.flatMap((menu, m) =>
      menu.columns.map((column, c) => ({
        name: slug(column.heading.en),
        path: ["navigation", "header", "menus", m, "columns", c, "links"],
      })),
    ),
    ...footer.columns.map((column, c) => ({
      name: slug(column.heading.en),
      path: ["navigation", "footer", "columns", c, "links"],
    })),
  ];
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
