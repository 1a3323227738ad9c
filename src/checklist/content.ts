import type { SiteManifest, VisaPage } from "../generated/manifest";
import { localize } from "../i18n/localize";
import { translate, type Strings } from "../i18n/strings";
import { routeTable, type Lang } from "../routes/table";
import { checklistHref } from "./href";

/** Everything one visa checklist shows, in one language: what its PDF is made from, and nothing else. */
export interface ChecklistContent {
  /** The file's URL in the built site. */
  href: string;
  lang: Lang;
  /** The page's own URL, printed on every page of the PDF. */
  url: string;
  siteName: string;
  title: string;
  /** What the PDF's metadata gives as its subject: the page's description. */
  subject: string;
  /** The visa's subclass line above the title ("Subclass 462"), when it has one. */
  above?: string;
  facts: { label: string; value: string }[];
  requirements: string[];
  guidelines: string[];
  closing: { heading: string; text: string };
  contact: { phones: string[]; email: string; address: string; hours: { days: string; time: string }[] };
  /** The date of the manifest the checklist was made from, as YYYY-MM-DD. */
  date: string;
  /** The interface's words the PDF uses, filled in. */
  words: {
    keyFacts: string;
    requirements: string;
    guidelines: string;
    tick: string;
    contact: string;
    phones: string;
    email: string;
    address: string;
    hours: string;
    updated: string;
    /** "Page {n} of {total}", filled in for each page when the PDF is drawn. */
    page: string;
  };
}

/**
 * The checklists of a site: one per published visa page and language, as the page shows them (its
 * title, key figures, requirements and guidelines), with the consultancy's contact details from
 * settings and the date of the manifest (YYYY-MM-DD). The manifest's facts must be filled in, as
 * src/manifest/load.server.ts does.
 */
export function checklistsOf(manifest: SiteManifest, date: string): ChecklistContent[] {
  const base = manifest.settings.baseUrl.replace(/\/+$/, "");
  return routeTable(manifest)
    .filter((entry) => entry.template === "visa")
    .map(({ index, lang, path }) => {
      const page = localize(manifest.routes[index] as VisaPage, lang);
      const strings: Strings = Object.fromEntries(Object.entries(manifest.interface).map(([k, v]) => [k, v[lang]]));
      const t = (key: string, vars?: Record<string, string | number>) => translate(strings, key, vars, lang);
      const contact = localize(manifest.settings.contact, lang);
      return {
        href: checklistHref(page.path, lang),
        lang,
        url: base + path,
        siteName: manifest.settings.name[lang],
        title: page.title,
        subject: page.description,
        above: page.subclass ? t("visa.subclass", { n: page.subclass }) : undefined,
        facts: page.stats,
        requirements: page.requirements,
        guidelines: page.guidelines,
        closing: page.cta,
        contact: {
          phones: contact.phones,
          email: contact.email,
          address: contact.address,
          hours: contact.hours.map(({ days, time }) => ({ days, time })),
        },
        date,
        words: {
          keyFacts: t("visa.keyFacts"),
          requirements: t("visa.requirements"),
          guidelines: t("visa.guidelines"),
          tick: t("checklist.tick"),
          contact: t("footer.contact"),
          phones: t("dialog.phones"),
          email: t("dialog.email"),
          address: t("dialog.address"),
          hours: t("dialog.hours"),
          updated: t("checklist.updated", { date }),
          page: t("checklist.page"),
        },
      };
    });
}
