const time = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit" });
const day = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short" });
const dayOfYear = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" });

/** A moment in the local time zone as an author says it: "14:05" today, "3 May, 14:05", "3 May 2024, 14:05". */
export function whenLabel(iso: string, now = new Date()): string {
  const when = new Date(iso);
  if (when.toDateString() === now.toDateString()) return time.format(when);
  return `${(when.getFullYear() === now.getFullYear() ? day : dayOfYear).format(when)}, ${time.format(when)}`;
}
