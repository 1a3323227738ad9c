import { useCallback, useLayoutEffect, useRef } from "react";

/**
 * On a control that can become disabled (Undo, Redo) or go away (a page's Delete): the id of the
 * control to focus instead.
 */
export const focusInstead = "data-focus-instead";

interface Kept {
  id: string;
  /** Its focusInstead, noted before it is drawn again: a control gone takes its mark with it. */
  instead?: string;
  /** The caret or selection of a text box, kept where it was (within the text as it is after). */
  selection?: [number, number];
}

/**
 * Keeps the focus across a redraw that replaces the forms (an undo, a redo, a page changed from
 * the page list): `keep()`, called before, notes the control that has the focus by its id; once
 * `revision` has changed and the new forms are drawn, the control with that id gets the focus
 * back, a text box with its caret where it was. Without this, the focus fell to the page's body
 * and the next keys typed went nowhere. Nothing moves when something else took the focus since.
 */
export function useKeptFocus(revision: number): () => void {
  const kept = useRef<Kept>(undefined);
  useLayoutEffect(() => {
    const note = kept.current;
    kept.current = undefined;
    if (!note) return;
    let target = document.getElementById(note.id);
    const active = document.activeElement;
    if (active && active !== document.body && active !== target) return;
    if (!target || (target instanceof HTMLButtonElement && target.disabled))
      target = document.getElementById(note.instead ?? "");
    if (!(target instanceof HTMLElement) || target.matches(":disabled")) return;
    target.focus({ preventScroll: true });
    if (note.selection && (target instanceof HTMLTextAreaElement || target instanceof HTMLInputElement)) {
      const length = target.value.length;
      try {
        target.setSelectionRange(Math.min(note.selection[0], length), Math.min(note.selection[1], length));
      } catch {
        // A kind of input without a caret (a number, a date): the focus is enough.
      }
    }
  }, [revision]);
  return useCallback(() => {
    const active = document.activeElement;
    if (!(active instanceof HTMLElement) || !active.id) return;
    const box = active instanceof HTMLTextAreaElement || active instanceof HTMLInputElement ? active : undefined;
    let selection: Kept["selection"];
    try {
      selection =
        box && box.selectionStart !== null ? [box.selectionStart, box.selectionEnd ?? box.selectionStart] : undefined;
    } catch {
      selection = undefined;
    }
    const instead = active.getAttribute(focusInstead) ?? undefined;
    kept.current = { id: active.id, ...(instead && { instead }), ...(selection && { selection }) };
  }, []);
}
