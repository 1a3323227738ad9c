import type { WidgetProps } from "@rjsf/utils";
import { Extension } from "@tiptap/core";
import { Placeholder } from "@tiptap/extensions";
import { todoMarker } from "../../../src/content/todo-marker";
import { TextSelection } from "@tiptap/pm/state";
import { EditorContent, useEditor } from "@tiptap/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useWords } from "../lang";
import { factNames, useFacts } from "../facts/facts-context";
import { fromDisplayHtml, toDisplayHtml } from "../facts/tokens";
import { useChoices } from "../choices";
import { applyLink, insertPicture } from "./commands";
import { richTextExtensions } from "./extensions";
import { useFolder } from "../media/context";
import { mediaApi } from "../media/media-api";
import { PicturePicker } from "../media/picture-picker";
import { LinkDialog } from "./link-dialog";
import { cleanPastedHtml } from "./paste";
import { PictureBar } from "./picture-bar";
import { toStoredHtml } from "./serialize";
import { Toolbar } from "./toolbar";
import { words } from "./words";
import "./rich-text.css";

/**
 * A formatted text (an article's body, a rich-text block's body) in one language, edited as it
 * will read: a toolbar of what the site publishes, never HTML. The manifest gets the HTML the
 * sanitiser keeps, written only when the author changes something, so opening a text changes nothing.
 */
export function RichTextWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus } = props;
  const w = useWords(words);
  // The language the text is written in, from its field (body.mn, body.en).
  const textLang = /_en$/.test(id) ? "en" : "mn";
  const choices = useChoices();
  const pages = choices.pages ?? choices.paths.map((path) => ({ path }));
  const stored = typeof value === "string" ? value : "";
  // A new page's unwritten text ("TODO: …") shows as an empty text asking for it.
  const unwritten = (html: string) => html.replace(/^<p>/, "").startsWith(todoMarker);
  // The site's shared figures show as {their name} in the text's language, as in a plain text box.
  const { facts } = useFacts();
  const { names, ids } = factNames(facts, textLang);
  const shown = unwritten(stored) ? "" : toDisplayHtml(stored, names);
  const fromShown = useRef((html: string) => html);
  useEffect(() => {
    fromShown.current = (html) => fromDisplayHtml(html, ids);
  });
  const written = useRef(stored);
  const placeholder = w.writeHere[textLang];
  const [dialog, setDialog] = useState<"link" | "picture">();
  // A picture file dropped on the text, once added to public/images/: asked for its description next.
  const [dropped, setDropped] = useState<string>();
  const folder = useFolder();
  const openLink = useRef(() => {});
  const drop = useRef((file: File) => void file);
  useEffect(() => {
    openLink.current = () => setDialog("link");
    drop.current = (file) =>
      void mediaApi.upload(file, folder).then(
        ({ src }) => {
          setDropped(src);
          setDialog("picture");
        },
        // A file refused (too large, not a picture): the library says why when it is dropped there.
        () => setDialog("picture"),
      );
  });
  const extensions = useMemo(
    () => [
      ...richTextExtensions(),
      Placeholder.configure({ placeholder }),
      Extension.create({
        name: "linkShortcut",
        addKeyboardShortcuts: () => ({ "Mod-k": () => (openLink.current(), true) }),
      }),
    ],
    [placeholder],
  );
  const label = w.textIn[textLang];
  const editor = useEditor({
    extensions,
    content: shown,
    editorProps: {
      transformPastedHTML: cleanPastedHtml,
      // A file dropped on the text is added like one dropped on a picture field, where it was dropped,
      // instead of the browser leaving the editor to open it.
      handleDrop: (view, event) => {
        const file = event.dataTransfer?.files?.[0];
        if (!file) return false;
        event.preventDefault();
        const at = view.posAtCoords({ left: event.clientX, top: event.clientY });
        if (at) view.dispatch(view.state.tr.setSelection(TextSelection.near(view.state.doc.resolve(at.pos))));
        drop.current(file);
        return true;
      },
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": label,
        "aria-describedby": `${id}__error`,
        lang: textLang,
        class: "rich-text-content",
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = fromShown.current(toStoredHtml(e.state.doc));
      if (html === written.current) return;
      written.current = html;
      onChange(html === "" ? undefined : html);
    },
    onBlur: () => onBlur(id, written.current),
    onFocus: () => onFocus(id, written.current),
  });
  // A value from outside (undo, a restored version) replaces the text; the author's own comes back unchanged.
  useEffect(() => {
    if (!editor || stored === written.current) return;
    written.current = stored;
    editor.commands.setContent(shown, { emitUpdate: false });
  }, [editor, stored, shown]);
  // The accessible name follows the interface language.
  useEffect(() => {
    if (!editor) return;
    const { editorProps } = editor.options;
    editor.setOptions({
      editorProps: { ...editorProps, attributes: { ...editorProps.attributes, "aria-label": label } },
    });
  }, [editor, label]);
  if (!editor) return null;
  const close = () => {
    setDialog(undefined);
    setDropped(undefined);
    editor.commands.focus();
  };
  const { from, to } = editor.state.selection;
  return (
    <div className="rich-text">
      <Toolbar
        editor={editor}
        label={`${w.toolbar}: ${label}`}
        onLink={() => setDialog("link")}
        onPicture={() => setDialog("picture")}
      />
      <PictureBar editor={editor} />
      <EditorContent editor={editor} />
      {dialog === "link" && (
        <LinkDialog
          pages={pages}
          textLang={textLang}
          current={editor.isActive("link") ? (editor.getAttributes("link").href as string) : undefined}
          hasSelection={from !== to}
          onInsert={(href, text) => {
            setDialog(undefined);
            applyLink(editor, href, text);
          }}
          onClose={close}
        />
      )}
      {dialog === "picture" && (
        <PicturePicker
          src={dropped}
          only={textLang}
          onPick={({ src, alt }) => {
            setDialog(undefined);
            setDropped(undefined);
            // The picture goes into this language's text, described in this language.
            insertPicture(editor, src, alt[textLang]);
          }}
          onClose={close}
        />
      )}
    </div>
  );
}
