// Which screenshots `npm run screenshots` takes: one page of each template (the first published
// one of the route table), the blog list and the not-found page, each at a phone's, a tablet's, a
// small laptop's and a desktop's width in both languages, and the header's menus and the
// consultation dialog open on the home page.
import type { SiteManifest } from "../../src/generated/manifest.ts";
import { languages, notFoundPaths, routeTable, type Lang } from "../../src/routes/table.ts";

export const widths = [375, 768, 1024, 1280] as const;

export interface Shot {
  /** The file's name without .png, e.g. en-visa-375 or mn-home-375-phone-menu. */
  name: string;
  path: string;
  lang: Lang;
  width: number;
  /** A menu or the consultation dialog, opened before the picture is taken. */
  open?: { kind: "phone-menu" } | { kind: "dropdown"; label: string } | { kind: "dialog" };
}

/** The templates shown, by the name their pictures take, in the order taken. */
const templates = ["visa", "destination", "course", "article", "service", "test-prep"] as const;

export function screenshotPlan(manifest: SiteManifest): Shot[] {
  const table = routeTable(manifest);
  const shots: Shot[] = [];
  for (const lang of languages) {
    const ofLang = table.filter((e) => e.lang === lang);
    const home = ofLang.find((e) => e.source === "/");
    const blog = ofLang.find((e) => e.listing && e.listing.page === 1 && !e.listing.category);
    const pages: [string, string | undefined][] = [
      ["home", home?.path],
      ...templates.map((template): [string, string | undefined] => [
        template,
        ofLang.find((e) => e.template === template)?.path,
      ]),
      ["blog", blog?.path],
      ["not-found", notFoundPaths[lang]],
    ];
    for (const [kind, path] of pages)
      if (path) for (const width of widths) shots.push({ name: `${lang}-${kind}-${width}`, path, lang, width });
    if (!home) continue;
    const open = (width: number, name: string, opened: NonNullable<Shot["open"]>) =>
      shots.push({ name: `${lang}-home-${width}-${name}`, path: home.path, lang, width, open: opened });
    open(375, "phone-menu", { kind: "phone-menu" });
    open(375, "dialog", { kind: "dialog" });
    // The first menu where the header is narrowest with its links beside the logo, and on a desktop.
    const [menu] = manifest.navigation.header.menus;
    if (menu) for (const width of [1024, 1280]) open(width, "menu", { kind: "dropdown", label: menu.label[lang] });
    open(1280, "dialog", { kind: "dialog" });
  }
  return shots;
}

/**
 * The README's pictures (docs/screenshots/, written with --readme): the first screen of a few of the
 * shots, made small enough to keep in the repository.
 */
export const readmeShots = [
  { shot: "mn-home-1280", file: "home-mn-1280.png", height: 900, width: 960 },
  { shot: "en-home-1280-menu", file: "services-menu-en-1280.png", height: 560, width: 960 },
  { shot: "mn-visa-375", file: "visa-mn-375.png", height: 1480, width: 375 },
  { shot: "en-article-768", file: "article-en-768.png", height: 1100, width: 576 },
] as const;
