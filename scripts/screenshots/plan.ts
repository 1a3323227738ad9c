// Which screenshots `npm run screenshots` takes: one page of each template (the first published
// one of the route table), the blog list and the not-found page, each at a phone's, a tablet's and
// a desktop's width in both languages, and the header's menus open on the home page.
import type { SiteManifest } from "../../src/generated/manifest.ts";
import { languages, notFoundPaths, routeTable, type Lang } from "../../src/routes/table.ts";

export const widths = [375, 768, 1280] as const;

export interface Shot {
  /** The file's name without .png, e.g. en-visa-375 or mn-home-375-phone-menu. */
  name: string;
  path: string;
  lang: Lang;
  width: number;
  /** A menu to open before the picture is taken. */
  open?: { kind: "phone-menu" } | { kind: "dropdown"; label: string };
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
    shots.push({
      name: `${lang}-home-375-phone-menu`,
      path: home.path,
      lang,
      width: 375,
      open: { kind: "phone-menu" },
    });
    const [menu] = manifest.navigation.header.menus;
    if (menu)
      shots.push({
        name: `${lang}-home-1280-menu`,
        path: home.path,
        lang,
        width: 1280,
        open: { kind: "dropdown", label: menu.label[lang] },
      });
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
