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
