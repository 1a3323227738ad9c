import { useSite } from "../site-context";
import { ButtonLink } from "./layout";

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

/**
 * A link that saves the checklist as a text file, written in the page's language. The file is in
 * the link itself (a data: URL with the download attribute), so saving it needs no script.
 */
export function ChecklistDownload({ checklist, label }: { checklist: Checklist; label: string }) {
  const { lang } = useSite();
  return (
    <ButtonLink variant="outline">
      <a
        href={`data:text/plain;charset=utf-8,${encodeURIComponent(checklistText(checklist))}`}
        download={`${checklist.name}.txt`}
        lang={lang}
      >
        {label}
      </a>
    </ButtonLink>
  );
}
