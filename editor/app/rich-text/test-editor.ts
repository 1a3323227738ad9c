import { Editor } from "@tiptap/core";
import { richTextExtensions } from "./extensions";
import { cleanPastedHtml } from "./paste";
import { toStoredHtml } from "./serialize";

/** An editor of the widget's schema in a detached element, for the unit tests (jsdom). */
export function testEditor(html = "") {
  return new Editor({
    element: document.createElement("div"),
    extensions: richTextExtensions(),
    content: html,
    editorProps: { transformPastedHTML: cleanPastedHtml },
  });
}

/** `html` parsed by the editor's schema and written back as the manifest stores it. */
export function roundTrip(html: string): string {
  const editor = testEditor(html);
  const stored = toStoredHtml(editor.state.doc);
  editor.destroy();
  return stored;
}

/** What the author would get by pasting `html` (as a browser's clipboard holds it) into an empty text. */
export function pasted(html: string): string {
  const editor = testEditor();
  // jsdom has no ClipboardEvent; the paste logic only hands the event to the paste handlers.
  editor.view.pasteHTML(html, new Event("paste") as ClipboardEvent);
  const stored = toStoredHtml(editor.state.doc);
  editor.destroy();
  return stored;
}

/**
 * HTML as a reader meets it, to compare two texts by meaning: <b> is <strong> and <i> <em>; a list
 * item's, cell's or quote's only paragraph is its text; rows are rows, whether in <thead> or <tbody>;
 * a header cell's scope is the one its place implies; a link's target and rel are the sanitiser's;
 * attributes in one order; whitespace between blocks ignored.
 */
export function meaning(html: string): string {
  const root = document.createElement("div");
  root.innerHTML = html;
  const rename = (from: string, to: string) =>
    root.querySelectorAll(from).forEach((el) => {
      const next = document.createElement(to);
      next.append(...el.childNodes);
      for (const a of el.attributes) next.setAttribute(a.name, a.value);
      el.replaceWith(next);
    });
  rename("b", "strong");
  rename("i", "em");
  root.querySelectorAll("thead, tbody").forEach((el) => el.replaceWith(...el.childNodes));
  root.querySelectorAll("tr:first-child th:not([scope])").forEach((th) => th.setAttribute("scope", "col"));
  root.querySelectorAll("th:not([scope])").forEach((th) => th.setAttribute("scope", "row"));
  root.querySelectorAll("a").forEach((a) => (a.removeAttribute("target"), a.removeAttribute("rel")));
  root.querySelectorAll("li, td, th, blockquote").forEach((el) => {
    const only = [...el.childNodes].filter((n) => n.nodeType !== 3 || n.textContent!.trim() !== "");
    if (only.length === 1 && only[0].nodeName === "P") (only[0] as Element).replaceWith(...only[0].childNodes);
  });
  const write = (node: Node): string => {
    if (node.nodeType === 3) return (node.textContent ?? "").replace(/\s+/g, " ");
    if (node.nodeType !== 1) return "";
    const el = node as Element;
    const attrs = [...el.attributes]
      .map((a) => `${a.name}="${a.value}"`)
      .sort()
      .join(" ");
    const tag = el.localName;
    const inner = [...el.childNodes].map(write).join("");
    return tag === "br" || tag === "img" ? `<${tag} ${attrs}>` : `<${tag} ${attrs}>${inner}</${tag}>`;
  };
  return [...root.childNodes]
    .map(write)
    .join("")
    .replace(/\s*(<\/?(?:p|h[2-4]|ul|ol|li|blockquote|table|tr|th|td|caption)\b[^>]*>)\s*/g, "$1")
    .trim();
}
