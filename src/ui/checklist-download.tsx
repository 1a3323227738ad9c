import FileDown from "lucide-react/icons/file-down";
import { createContext, useContext } from "react";
import { checklistHref } from "../checklist/href";
import { useSite } from "../site-context";
import { Glyph } from "./glyph";
import { ButtonLink } from "./layout";
import styled from "./styled";

/**
 * The size in bytes of each checklist the build made, by URL (PageAssets.checklists). Pages drawn
 * without it (component tests) link the file without its size.
 */
export const ChecklistSizesContext = createContext<Record<string, number> | null>(null);

// The file's kind and size follow the label in lighter type, never split over two lines.
const FileNote = styled.span(({ theme }) => ({
  fontWeight: theme.fontWeight.regular,
  whiteSpace: "nowrap",
}));

/** A size as the link says it: whole kilobytes, at least one. */
export const kilobytes = (bytes: number) => Math.max(1, Math.round(bytes / 1024));

/**
 * A link that saves the visa page's printable checklist (a PDF the build made in the page's
 * language, src/build/checklists.server.ts), saying that it is a PDF and how large. Saving it needs
 * no script. A page whose build has no such checklist fails to draw, naming it.
 */
export function ChecklistDownload({ path, label }: { path: string; label: string }) {
  const { lang, t } = useSite();
  const sizes = useContext(ChecklistSizesContext);
  const href = checklistHref(path, lang);
  const bytes = sizes?.[href];
  if (sizes && bytes === undefined) throw new Error(`its checklist ${href} was not made`);
  return (
    <ButtonLink variant="outline">
      <a href={href} download type="application/pdf">
        <Glyph icon={FileDown} aria-hidden="true" focusable="false" />
        <span>
          {label}
          {bytes !== undefined && <FileNote> ({t("checklist.file", { size: kilobytes(bytes) })})</FileNote>}
        </span>
      </a>
    </ButtonLink>
  );
}
