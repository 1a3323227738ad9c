const time = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit" });
const timeWithSeconds = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", second: "2-digit" });
const day = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short" });
const dayOfYear = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" });

/** A moment in the local time zone as an author says it: "14:05" today, "3 May, 14:05", "3 May 2024, 14:05". */
export function whenLabel(iso: string, now = new Date(), seconds = false): string {
  const when = new Date(iso);
  const clock = (seconds ? timeWithSeconds : time).format(when);
  if (when.toDateString() === now.toDateString()) return clock;
  return `${(when.getFullYear() === now.getFullYear() ? day : dayOfYear).format(when)}, ${clock}`;
}

/** whenLabel for each moment of a list, with the seconds where two would read the same ("14:05:09", "14:05:41"). */
export function whenLabels(isos: string[], now = new Date()): string[] {
  const labels = isos.map((iso) => whenLabel(iso, now));
  return isos.map((iso, i) =>
    labels.indexOf(labels[i]) !== labels.lastIndexOf(labels[i]) ? whenLabel(iso, now, true) : labels[i],
  );
}
