import { elementShowing, textAt, type PlacedText } from "./texts";

// How many elements up from the one clicked a text is looked for (a word in a bold span, an icon in a link).
const levelsUp = 6;
const highlightMs = 1600;

export interface FrameHandlers {
  /** The texts the page shows, the shown section's first. */
  texts: () => PlacedText[];
  /** A text of the page was clicked. */
  onText: (text: PlacedText) => void;
  /** The site's language switch was clicked. */
  onLanguage: () => void;
}

/** The text shown at `element` or the nearest element holding it. */
function textOfElement(element: Element | null, texts: PlacedText[]): PlacedText | undefined {
  for (let level = 0; element && element.localName !== "body" && level < levelsUp; level++) {
    const found = textAt(element.textContent ?? "", texts);
    if (found) return found;
    element = element.parentElement;
  }
  return undefined;
}

/**
 * Clicks in the preview: links do not navigate (the site's language switch switches the preview's
 * language; the phone menu's links to itself open and close it); the header's menus and the
 * consultation button work as on the site; a click on a text anywhere else goes to its field.
 * Returns the function that stops listening.
 */
export function listenToFrame(doc: Document, handlers: FrameHandlers): () => void {
  const click = (event: MouseEvent) => {
    // The frame's elements are of its own window's classes: not instances of this window's Element.
    const target = event.target as Element | null;
    if (!target || typeof target.closest !== "function") return;
    const link = target.closest("a");
    if (link) {
      event.preventDefault();
      const href = link.getAttribute("href") ?? "";
      if (link.hasAttribute("data-language-switch")) return handlers.onLanguage();
      // Without script the phone menu is the page's target: its toggle links to it, and away from it.
      if (href.startsWith("#")) return void (doc.defaultView!.location.hash = href.slice(1));
    } else if (target.closest("summary, button, label, input, select, textarea, dialog")) return;
    const text = textOfElement(target, handlers.texts());
    if (text) handlers.onText(text);
  };
  // Forms in the preview (the consultation form) send nothing.
  const submit = (event: Event) => event.preventDefault();
  doc.addEventListener("click", click, true);
  doc.addEventListener("submit", submit, true);
  return () => {
    doc.removeEventListener("click", click, true);
    doc.removeEventListener("submit", submit, true);
  };
}

/** Scrolls the preview to the element showing `text` and marks it for a moment; false when none shows it. */
export function showText(doc: Document, text: string): boolean {
  const elements = [...doc.body.querySelectorAll("*")].filter((e) => !["script", "style", "svg"].includes(e.localName));
  const depth = (e: Element) => {
    let n = 0;
    for (let p = e.parentElement; p; p = p.parentElement) n++;
    return n;
  };
  const index = elementShowing(
    elements.map((e) => ({ text: (e as HTMLElement).innerText ?? e.textContent ?? "", depth: depth(e) })),
    text,
  );
  if (index === -1) return false;
  const element = elements[index];
  const view = doc.defaultView!;
  const box = element.getBoundingClientRect();
  // Not into view under the sticky header: a third of the way down the screen.
  if (box.top < view.innerHeight * 0.2 || box.bottom > view.innerHeight * 0.9)
    view.scrollTo({ top: view.scrollY + box.top - view.innerHeight / 3, behavior: "smooth" });
  for (const marked of doc.querySelectorAll("[data-editor-highlight]")) marked.removeAttribute("data-editor-highlight");
  element.setAttribute("data-editor-highlight", "");
  // The frame runs no scripts, its timers neither: the editor's window takes the mark off.
  window.setTimeout(() => element.removeAttribute("data-editor-highlight"), highlightMs);
  return true;
}
