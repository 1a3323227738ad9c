import { useCallback, useEffect, useState, type RefObject } from "react";
import { pointerOf, type Selection } from "../selection";
import { fieldIdsOf } from "./texts";

/** The part of the manifest a pointer is in: a page, or settings, navigation or interface words. */
export function selectionOf(pointer: string): Selection | undefined {
  const page = /^\/routes\/(\d+)(\/|$)/.exec(pointer);
  if (page) return { kind: "route", index: Number(page[1]) };
  const section = /^\/(settings|navigation|interface)(\/|$)/.exec(pointer)?.[1];
  return section ? { kind: section as "settings" | "navigation" | "interface" } : undefined;
}

const control = "input:not([type=hidden]), textarea, select, [contenteditable=true]";

/** Opens the collapsed sections around the field, scrolls the form to it and puts the cursor in it. */
function focusIn(form: HTMLElement, ids: string[]): boolean {
  for (const id of ids) {
    const found = form.ownerDocument.getElementById(id);
    if (!found || !form.contains(found)) continue;
    const field = found.matches(control) ? found : found.querySelector<HTMLElement>(control);
    const target = field ?? found;
    for (let p = target.parentElement; p && p !== form; p = p.parentElement)
      if (p instanceof HTMLDetailsElement) p.open = true;
    target.scrollIntoView({ block: "center" });
    target.focus({ preventScroll: true });
    return true;
  }
  return false;
}

/**
 * `focusField(pointer)` shows the field of a manifest pointer: it selects the page or section the
 * field is in, and once the form shows it, scrolls to it and focuses it (or the field holding it).
 */
export function useFieldFocus(
  form: RefObject<HTMLElement | null>,
  selection: Selection,
  select: (s: Selection) => void,
) {
  const [wanted, setWanted] = useState<{ pointer: string; at: number }>();
  const focusField = useCallback(
    (pointer: string) => {
      const target = selectionOf(pointer);
      if (!target) return;
      if (pointerOf(target) !== pointerOf(selection)) select(target);
      setWanted({ pointer, at: Date.now() });
    },
    [selection, select],
  );
  useEffect(() => {
    if (!wanted || !form.current) return;
    const section = pointerOf(selection);
    const ids = fieldIdsOf(wanted.pointer, section);
    if (!ids.length) return;
    // The form of a newly chosen section draws in a moment: try for a second.
    let frame = 0;
    const tryFocus = () => {
      if (form.current && focusIn(form.current, ids)) return;
      if (Date.now() - wanted.at < 1000) frame = requestAnimationFrame(tryFocus);
    };
    tryFocus();
    return () => cancelAnimationFrame(frame);
  }, [wanted, selection, form]);
  return focusField;
}
