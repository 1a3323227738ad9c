import type { Problem } from "./api";
import type { UiLang } from "./lang";
import { printable } from "../../src/validate/printable";
import type { Words } from "./words";

/** A problem's message and hint in the interface language: the validator's Mongolian, or its English for the editor, or its English for the file. */
export function problemText(problem: Pick<Problem, "message" | "hint" | "mn" | "en">, lang: UiLang): string {
  const { message, hint } = (lang === "mn" ? problem.mn : problem.en) ?? problem;
  // The author's keys and texts as written: a line break or a direction override is shown escaped.
  return printable(`${message}${hint ? ` (${hint})` : ""}`);
}

/**
 * A failure's message in the interface language: in Mongolian its own Mongolian (an authoring
 * refusal's, or the editor's answer's errorMn), else what to do, never the English.
 */
export function errorText(error: unknown, lang: UiLang): string {
  const { message, mn } = error as { message?: string; mn?: unknown };
  if (lang === "en") return message ?? String(error);
  return typeof mn === "string"
    ? mn
    : "Засварлагчтай холбогдож чадсангүй. Засварлагч ажиллаж байгаа эсэхийг шалгаад хуудсыг дахин ачаална уу.";
}

/** Where a problem is, as the page list names it: a page's path, or the section of the site. */
export function problemPlace(problem: Problem, w: Words): string {
  const where = problem.where ?? "";
  const page = /^route (\S+)/.exec(where);
  if (page) return printable(page[1]);
  const sections: Record<string, string> = {
    settings: w.settings,
    navigation: w.navigation,
    interface: w.interface,
  };
  return sections[where] ?? w.siteData;
}
