// A Hugo site equivalent to a manifest's, for the bench to build beside ours: the same pages of the
// route table in both languages (Mongolian at the root, English under /en), each with its own texts
// as Markdown, and the header, footer and interface words as data, drawn by the layouts in
// scripts/bench/hugo/ (a head with canonical and alternate links, the menus, the page, the footer).
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { NavLink, SiteManifest, Text } from "../../src/generated/manifest";
import { languages, localizePath, routeTable, type Lang } from "../../src/routes/table";

/** The hugo command on PATH, or undefined when it is not installed. */
export function findHugo(): string | undefined {
  try {
    execFileSync("hugo", ["version"], { stdio: "ignore" });
    return "hugo";
  } catch {
    return undefined;
  }
}

const isText = (value: unknown): value is Text =>
  typeof value === "object" && value !== null && typeof (value as Text).mn === "string";

/** Rich text becomes plain text: Hugo has no sanitiser, and the synthetic copies cut texts mid-tag. */
const plain = (text: string) =>
  text
    .replace(/<[^>]*>?/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** A page's texts in one language as Markdown: headings and titles as headings, the rest as paragraphs. */
function markdownOf(value: unknown, lang: Lang, key = ""): string[] {
  if (isText(value)) {
    const text = plain(value[lang]);
    return text ? [/^(heading|title|name|label)$/.test(key) ? `### ${text}` : text] : [];
  }
  if (Array.isArray(value)) return value.flatMap((item) => markdownOf(item, lang, key));
  if (typeof value === "object" && value !== null)
    return Object.entries(value).flatMap(([k, v]) =>
      ["path", "template", "title", "description", "status"].includes(k) ? [] : markdownOf(v, lang, k),
    );
  return [];
}

/** The header, footer and interface words of one language, as the layouts read them. */
function siteData(manifest: SiteManifest, lang: Lang) {
  const titles = new Map(manifest.routes.map((route) => [route.path, route.title[lang]]));
  const word = (key: string) => manifest.interface[key]?.[lang] ?? key;
  const link = ({ path, label }: NavLink) => ({
    href: localizePath(path, lang),
    label: label?.[lang] ?? titles.get(path) ?? path,
  });
  const { settings, navigation } = manifest;
  return {
    name: settings.name[lang],
    words: {
      skip: word("skipToContent"),
      menu: word("nav.menu"),
      consult: word("header.consult"),
      switch: word("lang.switch"),
      switchLabel: word("lang.switchLabel"),
      contact: word("footer.contact"),
      hours: word("footer.hours"),
      rights: word("footer.rights"),
      follow: word("footer.follow"),
      notFoundCode: word("notFound.code"),
      notFoundTitle: word("notFound.title"),
      notFoundHome: word("notFound.home"),
    },
    links: navigation.header.links.map(link),
    menus: navigation.header.menus.map((menu) => ({
      label: menu.label[lang],
      columns: menu.columns.map((column) => ({ heading: column.heading[lang], links: column.links.map(link) })),
    })),
    footer: {
      columns: navigation.footer.columns.map((column) => ({
        heading: column.heading[lang],
        links: column.links.map(link),
      })),
      legal: (navigation.footer.legal ?? []).map(link),
    },
    contact: {
      phones: settings.contact.phones,
      email: settings.contact.email,
      address: settings.contact.address[lang],
    },
    hours: settings.contact.hours.map((hours) => ({ days: hours.days[lang], time: hours.time })),
    social: settings.contact.social.map((account) => account.url),
  };
}

/**
 * Writes the Hugo site of `manifest` into `dir` (emptied first): one content file per page of the
 * route table and language, named alike in both languages so that Hugo pairs the translations.
 * Its static files are the project's public/ folder, which our build copies too.
 */
export function writeHugoSite(manifest: SiteManifest, dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  cpSync(resolve("scripts/bench/hugo/layouts"), join(dir, "layouts"), { recursive: true });
  const config = {
    baseURL: `${manifest.settings.baseUrl}/`,
    defaultContentLanguage: "mn",
    disableKinds: ["taxonomy", "term", "RSS"],
    disableHugoGeneratorInject: true,
    enableRobotsTXT: true,
    staticDir: resolve("public"),
    languages: Object.fromEntries(
      languages.map((lang, index) => [lang, { weight: index + 1, contentDir: `content/${lang}` }]),
    ),
  };
  writeFileSync(join(dir, "config.json"), JSON.stringify(config, null, 2));
  mkdirSync(join(dir, "data"));
  for (const lang of languages) {
    mkdirSync(join(dir, "content", lang), { recursive: true });
    writeFileSync(join(dir, "data", `${lang}.json`), JSON.stringify(siteData(manifest, lang)));
  }
  for (const entry of routeTable(manifest)) {
    const route = manifest.routes[entry.index];
    const name = entry.source === "/" ? "_index" : entry.source.slice(1).replaceAll("/", "--");
    const front = {
      title: route.title[entry.lang],
      description: route.description[entry.lang],
      template: entry.template,
      ...(entry.source === "/" ? {} : { url: entry.path }),
    };
    const body = markdownOf(route, entry.lang).join("\n\n");
    writeFileSync(join(dir, "content", entry.lang, `${name}.md`), `${JSON.stringify(front, null, 2)}\n\n${body}\n`);
  }
}

/** The command that builds the Hugo site in `dir` into `out`. */
export const hugoCommand = (hugo: string, dir: string, out: string) => [
  hugo,
  "--quiet",
  "--source",
  dir,
  "--destination",
  resolve(out),
];
