import { useId, useRef, useState, type ReactNode } from "react";
import { useWords } from "../lang";
import { mediaApi, maxUploadMegabytes, UploadError } from "./media-api";
import { mediaWords } from "./words";

/** The file types the file chooser offers; the server checks what each file really is. */
const accept = "image/jpeg,image/png,image/webp,image/avif,image/svg+xml,.jpg,.jpeg,.png,.webp,.avif,.svg";

/**
 * A place to drop a picture, with a button that chooses one from the computer (for a keyboard):
 * the file is added to public/images/<folder>/ and `onUploaded` gets its path; a refusal is said
 * in plain words under it, and nothing is added.
 */
export function DropZone({
  folder,
  onUploaded,
  children,
  compact = false,
}: {
  folder: string;
  onUploaded: (src: string) => void;
  children?: ReactNode;
  compact?: boolean;
}) {
  const words = useWords(mediaWords);
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<UploadError["reason"]>();
  const hint = useId();
  const send = async (file: File | undefined) => {
    if (!file || busy) return;
    setBusy(true);
    setError(undefined);
    try {
      onUploaded((await mediaApi.upload(file, folder)).src);
    } catch (e) {
      setError(e instanceof UploadError ? e.reason : "failed");
    } finally {
      setBusy(false);
      if (input.current) input.current.value = "";
    }
  };
  return (
    <div
      className={`media-drop${over ? " over" : ""}${compact ? " compact" : ""}`}
      onDragOver={(e) => {
        if (!e.dataTransfer.types.includes("Files")) return;
        // The innermost place takes the file: the library's, not the field's it opened from.
        e.preventDefault();
        e.stopPropagation();
        e.dataTransfer.dropEffect = "copy";
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        if (!e.dataTransfer.files.length) return;
        e.preventDefault();
        e.stopPropagation();
        setOver(false);
        void send(e.dataTransfer.files[0]);
      }}
      aria-busy={busy}
    >
      {children}
      <p className="media-drop-line">
        {words.dropHere} {words.or}{" "}
        <button type="button" aria-describedby={hint} onClick={() => input.current?.click()} disabled={busy}>
          {words.chooseFile}
        </button>
      </p>
      <p className="media-hint" id={hint}>
        {words.accepted(maxUploadMegabytes)}
      </p>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        tabIndex={-1}
        onChange={(e) => void send(e.target.files?.[0])}
      />
      {busy && (
        <p role="status" className="media-busy">
          {words.uploading}
        </p>
      )}
      {error && (
        <p role="alert" className="media-error">
          {words.errors[error](maxUploadMegabytes)}
        </p>
      )}
    </div>
  );
}
