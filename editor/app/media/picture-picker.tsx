import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { useWords } from "../lang";
import { Describe, type Alt } from "./describe";
import { PictureLibrary } from "./library";
import { mediaWords } from "./words";
import "./media.css";

export type PickedPicture = { src: string; alt: Alt };

/** A modal dialog of the editor, closed by Escape or its Close button. */
export function MediaDialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const words = useWords(mediaWords);
  const dialog = useRef<HTMLDialogElement>(null);
  const heading = useId();
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    // Opening moves the focus to the dialog's first button; the field its content names takes it
    // (a picture's description), as WAI-ARIA's dialog pattern asks.
    element?.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    return () => element?.close();
  }, []);
  // Out of the form it was opened from: the description is a form of its own.
  return createPortal(
    <dialog
      ref={dialog}
      className="media-dialog"
      aria-labelledby={heading}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <header>
        <h2 id={heading}>{title}</h2>
        <button type="button" onClick={onClose}>
          {words.close}
        </button>
      </header>
      {children}
    </dialog>,
    document.body,
  );
}

/**
 * The picture library as a dialog: pick a picture or add one, then say what it shows in both
 * languages. `src` given opens straight at the description (a picture just dropped on a field).
 */
export function PicturePicker({
  onPick,
  onClose,
  src,
  only,
}: {
  onPick: (picture: PickedPicture) => void;
  onClose: () => void;
  src?: string;
  /** The one language whose description is asked (the picture goes into a text of that language). */
  only?: "mn" | "en";
}) {
  const words = useWords(mediaWords);
  const [chosen, setChosen] = useState(src);
  return (
    <MediaDialog title={chosen ? words.describeTitle : words.library} onClose={onClose}>
      {chosen ? (
        <Describe
          src={chosen}
          only={only}
          onConfirm={(alt) => onPick({ src: chosen, alt })}
          onBack={() => setChosen(undefined)}
        />
      ) : (
        <PictureLibrary onChoose={setChosen} />
      )}
    </MediaDialog>
  );
}

/** The library alone, for a file that needs no description (a logo, a partner's mark). */
export function PictureChooser({ onChoose, onClose }: { onChoose: (src: string) => void; onClose: () => void }) {
  const words = useWords(mediaWords);
  return (
    <MediaDialog title={words.library} onClose={onClose}>
      <PictureLibrary onChoose={onChoose} />
    </MediaDialog>
  );
}
