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

/**
 * Opens the collapsed sections around the field, scrolls the form to it and puts the cursor in it.
 * A whole list (`list`: the field found is the list itself, not a field holding it) is shown at its
 * end, its button adding an item focused: what is said of a list as a whole (no rule for some
 * answers, too few items) is mended by adding to it. In a formatted text, `link` (a page's path)
 * selects the first link to that page, scrolled to, where the text has one.
 */
function show(form: HTMLElement, found: HTMLElement, list: boolean, link?: string) {
  const add = list && found.matches("fieldset.array") ? found.querySelector<HTMLElement>(":scope > .add-item") : null;
  const field = found.matches(control) ? found : found.querySelector<HTMLElement>(control);
  const target = (add && !(add as HTMLButtonElement).disabled ? add : field) ?? found;
  for (let p = target.parentElement; p && p !== form; p = p.parentElement)
    if (p instanceof HTMLDetailsElement) p.open = true;
  target.scrollIntoView({ block: "center" });
  target.focus({ preventScroll: true });
  if (link && target.isContentEditable) selectLink(target, link);
}

/** Selects the first link to the page at `path` in a formatted text (its #section or English address too). */
function selectLink(text: HTMLElement, path: string) {
  const leads = (href: string) =>
    [path, `/en${path === "/" ? "" : path}`].some((to) => href === to || href.startsWith(`${to}#`));
  const anchor = [...text.querySelectorAll("a[href]")].find((a) => leads(a.getAttribute("href")!));
  const selection = text.ownerDocument.getSelection();
  if (!anchor || !selection) return;
  const range = text.ownerDocument.createRange();
  range.selectNodeContents(anchor);
  selection.removeAllRanges();
  selection.addRange(range);
  anchor.scrollIntoView({ block: "center" });
}

/**
 * The field by its id; else, for forms of their own (the navigation tree), the box holding `text`;
 * else the field that holds it.
 */
export function focusIn(form: HTMLElement, ids: string[], text?: string, link?: string): boolean {
  const byId = (id: string) => {
    const found = form.ownerDocument.getElementById(id);
    return found && form.contains(found) ? found : undefined;
  };
  const [own, ...holders] = ids;
  const byText =
    text === undefined
      ? undefined
      : [...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea")].find(
          (box) => box.value.trim() === text,
        );
  const exact = byId(own);
  const found = exact ?? byText ?? holders.map(byId).find(Boolean);
  if (!found) return false;
  show(form, found, found === exact, link);
  return true;
}

/**
 * `focusField(pointer)` shows the field of a manifest pointer: it selects the page or section the
 * field is in, and once the form shows it, scrolls to it and focuses it (or the field holding it).
 * `text`, the field's text as shown, finds it in a form whose fields are not named by rjsf's ids;
 * `link`, a page's path, selects the link to it in a formatted text.
 */
/** How long a request to show a field waits for its form to be drawn, in milliseconds. */
const answerWithin = 5000;

export function useFieldFocus(
  form: RefObject<HTMLElement | null>,
  selection: Selection,
  select: (s: Selection) => void,
) {
  const [wanted, setWanted] = useState<{ pointer: string; text?: string; link?: string; at: number }>();
  const focusField = useCallback(
    (pointer: string, text?: string, link?: string) => {
      const target = selectionOf(pointer);
      if (!target) return;
      if (pointerOf(target) !== pointerOf(selection)) select(target);
      setWanted({ pointer, text, link, at: Date.now() });
    },
    [selection, select],
  );
  useEffect(() => {
    // A request is answered once, when made: coming back to its section later does not repeat it.
    if (!wanted || !form.current || Date.now() - wanted.at > answerWithin) return;
    const section = pointerOf(selection);
    const ids = fieldIdsOf(wanted.pointer, section);
    if (!ids.length) return;
    // The form of a newly chosen section draws in a moment (a long page's, on a slow computer, in a few).
    let frame = 0;
    const tryFocus = () => {
      if (form.current && focusIn(form.current, ids, wanted.text, wanted.link)) return;
      if (Date.now() - wanted.at < answerWithin) frame = requestAnimationFrame(tryFocus);
    };
    tryFocus();
    return () => cancelAnimationFrame(frame);
  }, [wanted, selection, form]);
  return focusField;
}
