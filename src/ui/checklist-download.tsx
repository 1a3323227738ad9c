import { useSite } from "../site-context";
import { Button } from "./layout";

interface Checklist {
  /** The file's name without extension, e.g. working-holiday-mn. */
  name: string;
  title: string;
  sections: { heading: string; items: string[] }[];
  footer: string;
}

/** The checklist as plain text: a title, then each section's items as boxes to tick. */
export function checklistText({ title, sections, footer }: Checklist): string {
  const lines = [title, "=".repeat(title.length), ""];
  for (const section of sections) lines.push(section.heading, ...section.items.map((item) => `[ ] ${item}`), "");
  lines.push(footer, "");
  return lines.join("\n");
}

/** A button that saves the checklist as a text file, written in the page's language. */
export function ChecklistDownload({ checklist, label }: { checklist: Checklist; label: string }) {
  const { lang } = useSite();
  const save = () => {
    const url = URL.createObjectURL(new Blob([checklistText(checklist)], { type: "text/plain;charset=utf-8" }));
    const link = Object.assign(document.createElement("a"), { href: url, download: `${checklist.name}.txt` });
    document.body.append(link);
    link.click();
    link.remove();
    // The browser has taken the file by the next tick.
    setTimeout(() => URL.revokeObjectURL(url));
  };
  return (
    <Button type="button" variant="outline" onClick={save} lang={lang}>
      {label}
    </Button>
  );
}
