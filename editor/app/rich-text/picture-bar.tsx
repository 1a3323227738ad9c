import type { Editor } from "@tiptap/core";
import { NodeSelection } from "@tiptap/pm/state";
import { useEditorState } from "@tiptap/react";
import { Trash2 } from "lucide-react";
import { useId } from "react";
import { useWords } from "../lang";
import { words } from "./words";

/**
 * The picture the author clicked in the text: what it shows, in the text's language, written
 * here (never as an attribute), and a button to take it out.
 */
export function PictureBar({ editor }: { editor: Editor }) {
  const w = useWords(words);
  const id = useId();
  const picture = useEditorState({
    editor,
    selector: ({ editor: e }) => {
      const { selection } = e.state;
      return selection instanceof NodeSelection && selection.node.type.name === "image"
        ? { src: selection.node.attrs.src as string, alt: (selection.node.attrs.alt as string | null) ?? "" }
        : undefined;
    },
    equalityFn: (a, b) => a?.src === b?.src && a?.alt === b?.alt,
  });
  if (!picture) return null;
  const missing = !picture.alt.trim();
  return (
    <div className="rich-text-picture">
      <img src={picture.src} alt="" />
      <div>
        <label htmlFor={id}>{w.pictureAlt}</label>
        <input
          id={id}
          value={picture.alt}
          aria-invalid={missing}
          aria-describedby={`${id}-help`}
          onChange={(e) => editor.commands.updateAttributes("image", { alt: e.target.value })}
        />
        <p id={`${id}-help`} className={missing ? "rich-text-error" : "rich-text-help"}>
          {missing ? w.pictureAltMissing : w.pictureAltHelp}
        </p>
      </div>
      <button
        type="button"
        aria-label={w.deletePicture}
        title={w.deletePicture}
        onClick={() => editor.chain().focus().deleteSelection().run()}
      >
        <Trash2 aria-hidden="true" size={18} />
      </button>
    </div>
  );
}
