import { defaultLanguage, type Lang } from "../routes/table.ts";

/** Where the built site keeps the visa pages' checklists. */
export const checklistFolder = "/checklists";

/**
 * The URL of a visa page's printable checklist in one language, made from the page's manifest path
 * alone, so that a page links it without waiting for the file: /services/working-holiday in
 * English → /checklists/services/working-holiday-en.pdf. The language always ends the name, so no
 * two pages' files can share one.
 */
export function checklistHref(pagePath: string, lang: Lang = defaultLanguage): string {
  return `${checklistFolder}${pagePath}-${lang}.pdf`;
}
