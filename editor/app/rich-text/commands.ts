import type { Editor } from "@tiptap/core";

/**
 * Links `href` to the selected words; with nothing selected, writes `text` (the page's title or the
 * address) linked there. A link the caret is in is changed as a whole.
 */
export function applyLink(editor: Editor, href: string, text: string) {
  const chain = editor.chain().focus();
  if (editor.isActive("link")) chain.extendMarkRange("link");
  if (editor.state.selection.empty && !editor.isActive("link"))
    return chain
      .insertContent({ type: "text", text, marks: [{ type: "link", attrs: { href } }] })
      .unsetMark("link")
      .run();
  return chain.setLink({ href }).run();
}

/**
 * A picture of the site's files, with what it shows in the text's language, where the caret is;
 * the caret goes on below it, so that what is typed or inserted next does not replace it.
 */
export function insertPicture(editor: Editor, src: string, alt: string) {
  return editor.chain().focus().setImage({ src, alt }).createParagraphNear().run();
}

/** A table of three columns with a header row, its first header cell ready to type in. */
export function insertTable(editor: Editor) {
  return editor.chain().focus().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run();
}
