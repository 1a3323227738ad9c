/** The languages a moment is said in: the editor's interface languages. */
export type WhenLang = "mn" | "en";

const time = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit" });
const timeWithSeconds = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", second: "2-digit" });
const day = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short" });
const dayOfYear = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" });

// Written out, not by Intl: Chromium has no Mongolian dates and prints "November 25, 2026" for "mn-MN".
const mongolianDay = (when: Date, year: boolean) =>
  `${year ? `${when.getFullYear()} оны ` : ""}${when.getMonth() + 1}-р сарын ${when.getDate()}`;

/**
 * A moment in the local time zone as an author says it: "14:05" today, "3 May, 14:05",
 * "3 May 2024, 14:05"; in Mongolian "5-р сарын 3, 14:05", "2024 оны 5-р сарын 3, 14:05".
 */
export function whenLabel(iso: string, now = new Date(), seconds = false, lang: WhenLang = "en"): string {
  const when = new Date(iso);
  const clock = (seconds ? timeWithSeconds : time).format(when);
  if (when.toDateString() === now.toDateString()) return clock;
  const otherYear = when.getFullYear() !== now.getFullYear();
  const date = lang === "mn" ? mongolianDay(when, otherYear) : (otherYear ? dayOfYear : day).format(when);
  return `${date}, ${clock}`;
}

/** whenLabel for each moment of a list, with the seconds where two would read the same ("14:05:09", "14:05:41"). */
export function whenLabels(isos: string[], now = new Date(), lang: WhenLang = "en"): string[] {
  const labels = isos.map((iso) => whenLabel(iso, now, false, lang));
  return isos.map((iso, i) =>
    labels.indexOf(labels[i]) !== labels.lastIndexOf(labels[i]) ? whenLabel(iso, now, true, lang) : labels[i],
  );
}
