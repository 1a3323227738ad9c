/**
 * The ids and data attributes by which the chrome's script (src/islands/chrome.ts) finds, in the
 * static HTML, the parts it enhances, and a few that the header's styles select. It imports nothing, so the script bundles no more than these.
 */
export const dom = {
  /** The consultation dialog, which every consultation button opens. */
  dialogId: "consultation",
  /** The header's menu, which the phone toggle shows and hides below md. */
  phoneMenuId: "site-menu",
  /** The group of the header's dropdowns: `<details name>` keeps one of them open at a time. */
  dropdownGroup: "site-menu",
  /** On each header dropdown's <details>. */
  dropdown: "data-dropdown",
  /** On a header dropdown's item whose panel would leave the window under it: it opens under the whole row. */
  fitRow: "data-fit-row",
  /** On the phone menu's two links without script, "open" and "close"; the script makes them one button. */
  phoneToggle: "data-phone-toggle",
  /** On the phone menu: "static" while its links toggle it (as the page's target), "open" or "closed" with script. */
  phoneMenu: "data-phone-menu",
  /** On the short and the full label of a header control ("short", "full"); the stylesheet shows the one that fits. */
  label: "data-label",
  /** On the link to this page in the other language. */
  languageSwitch: "data-language-switch",
  /** On an article's link back to the blog list, which goes back in history when the visitor came from it. */
  back: "data-back",
  /** On the not-found page: JSON of the collections whose unknown URLs go to their list ({ prefix, to }[]). */
  notFound: "data-not-found",
  /** Beside it: JSON of each language's home page ({ mn: "/", en: "/en" }), to name this URL in the other language. */
  homes: "data-homes",
} as const;

/**
 * On <html> once the page's script has run: what needs script shows from then on (the visa
 * finder's button), what stands in for it goes (its note without script). Tests wait for it too.
 */
export const enhancedAttribute = "data-enhanced";

/** Where the visitor's chosen language is remembered between visits. */
export const languageKey = "site.lang";
