import type { Lang } from "../routes/table";

// An Intl formatter takes longer to make than to use, and the build formats the same few currencies
// and dates on thousands of pages: each kind is made once per language.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function formatter<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let found = formatters.get(key) as T | undefined;
  if (!found) formatters.set(key, (found = make()));
  return found;
}

/** A whole amount of money in the language's way of writing it: $85,000 or US$85,000. */
export const formatMoney = (lang: Lang, currency: string, amount: number) =>
  formatter(
    `money:${lang}:${currency}`,
    () => new Intl.NumberFormat(lang, { style: "currency", currency, maximumFractionDigits: 0 }),
  ).format(amount);

/**
 * A day (an ISO date) written out in a locale (a language, or English as the site spells it: en-GB
 * or en-US): 12 March 2026, or in "medium" style 12 Mar 2026. Mongolian names the month by its
 * number in both, as it is usually written: 2026 оны 3-р сарын 12 (the long style's "гуравдугаар
 * сарын" beside it on a card would read as a second way of writing dates).
 */
export const formatDate = (locale: string, isoDate: string, style: "long" | "medium" = "long") =>
  formatDateIn(locale, isoDate, locale.split("-")[0] === "mn" ? "medium" : style);

const formatDateIn = (locale: string, isoDate: string, style: "long" | "medium") =>
  formatter(
    `date:${style}:${locale}`,
    () => new Intl.DateTimeFormat(locale, { dateStyle: style, timeZone: "UTC" }),
  ).format(new Date(isoDate));
