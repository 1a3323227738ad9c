import type { Extensions } from "@tiptap/core";
import Image from "@tiptap/extension-image";
import { Table, TableCell, TableHeader, TableRow } from "@tiptap/extension-table";
import StarterKit from "@tiptap/starter-kit";
import { linkKind } from "../../../src/content/links";

/** What a table's cell may hold. */
const cellContent = "(paragraph | bulletList | orderedList)+";

/**
 * What a formatted text may hold, as the site's sanitiser keeps it (src/content/sanitize.server.ts):
 * headings h2–h4, paragraphs, line breaks, lists, links to pages of the site or to safe addresses,
 * bold, italic, quotes, tables and pictures. Nothing else can be typed, pasted or stored.
 * The editor's own undo history is the whole editor's (one Ctrl+Z for every field), so TipTap's is off.
 */
export const richTextExtensions = (): Extensions => [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    code: false,
    codeBlock: false,
    strike: false,
    underline: false,
    horizontalRule: false,
    undoRedo: false,
    trailingNode: false,
    link: {
      openOnClick: false,
      autolink: true,
      linkOnPaste: true,
      defaultProtocol: "https",
      HTMLAttributes: { target: null, rel: null, class: null },
      isAllowedUri: (url) => linkKind(url) !== "unsafe",
      shouldAutoLink: (url) => linkKind(url) === "external",
    },
  }),
  // Pictures are files of the site (public/); another site's would be removed when it is built.
  Image.extend({
    parseHTML() {
      return [
        { tag: "img[src]", getAttrs: (img) => (linkKind(img.getAttribute("src") ?? "") === "internal" ? null : false) },
      ];
    },
  }).configure({ inline: false, allowBase64: false }),
  Table.configure({ resizable: false }),
  TableRow,
  // A cell holds paragraphs and lists, never a heading, a quote, a picture or another table: a
  // heading inside a table is no heading of the page's outline.
  TableHeader.extend({
    content: cellContent,
    addAttributes() {
      return { ...this.parent?.(), scope: { default: null } };
    },
  }),
  TableCell.extend({ content: cellContent }),
];
