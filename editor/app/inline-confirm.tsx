import { useId, type ReactNode } from "react";
import { autofocus, useInlineDialog } from "./inline-dialog";
import { useWords } from "./lang";
import { words } from "./words";

/**
 * A question asked in place before something that cannot be taken back in one step (discard kept
 * edits, give a section another kind, restore a version): its action (in red, or `tone` primary
 * where nothing is lost), and Cancel, which has the focus. Escape or Cancel close it, and the focus
 * goes back to the control that asked (`fallback`: the id of the control to go back to when that
 * one is gone); `onAction` is given the same way back, for an action that leaves it no better place.
 */
export function InlineConfirm({
  label,
  question,
  action,
  onAction,
  onCancel,
  fallback,
  tone = "danger",
}: {
  label: string;
  question: ReactNode;
  action: string;
  onAction: (back: () => void) => void;
  onCancel: () => void;
  fallback?: string;
  tone?: "danger" | "primary";
}) {
  const w = useWords(words);
  const { ref, cancel, back } = useInlineDialog<HTMLDivElement>(onCancel, { fallback });
  const said = useId();
  return (
    <div ref={ref} role="alertdialog" aria-label={label} aria-describedby={said} className="inline-confirm">
      <p id={said}>{question}</p>
      <button type="button" className={tone} onClick={() => onAction(back)}>
        {action}
      </button>
      <button type="button" onClick={cancel} {...{ [autofocus]: "" }}>
        {w.cancel}
      </button>
    </div>
  );
}
