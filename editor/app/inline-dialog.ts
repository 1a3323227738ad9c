import { useCallback, useEffect, useRef, useState } from "react";

/** The control a dialog gives the focus to when it opens, where it is not its first. */
export const autofocus = "data-autofocus";

const focusable = "input:not([type=hidden]), select, textarea, button:not(:disabled), [href]";

/**
 * A confirmation or a small form shown in place (delete a page, duplicate it, save with problems,
 * restore a version): when it opens it takes the focus (the control marked `data-autofocus`, else
 * its first), Escape closes it, and closing it unused gives the focus back to the control that
 * opened it, so that a keyboard user is never sent back to the top of the page. `back()` gives it
 * back after the dialog's own action, where that leaves no better place for it. `fallback` is the
 * id of the control to go back to when none had the focus (the Save button, disabled while the
 * save that asks is on its way, loses it).
 */
export function useInlineDialog<T extends HTMLElement>(onCancel: () => void, { fallback }: { fallback?: string } = {}) {
  const ref = useRef<T>(null);
  const [opener] = useState(() => document.activeElement);
  const latest = useRef(onCancel);
  useEffect(() => {
    latest.current = onCancel;
  });
  const back = useCallback(() => {
    const target =
      opener instanceof HTMLElement && opener !== document.body && opener.isConnected
        ? opener
        : document.getElementById(fallback ?? "");
    target?.focus();
  }, [opener, fallback]);
  const cancel = useCallback(() => {
    back();
    latest.current();
  }, [back]);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    (element.querySelector<HTMLElement>(`[${autofocus}]`) ?? element.querySelector<HTMLElement>(focusable))?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      // The innermost thing open closes, not the panel around it too.
      event.preventDefault();
      event.stopPropagation();
      cancel();
    };
    element.addEventListener("keydown", onKey);
    return () => element.removeEventListener("keydown", onKey);
  }, [cancel]);
  return { ref, cancel, back };
}
