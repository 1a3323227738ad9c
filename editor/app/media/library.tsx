import { useEffect, useRef, useState } from "react";
import { useLang, useWords } from "../lang";
import { useMedia } from "./context";
import { DropZone } from "./drop-zone";
import { mediaApi, type LibraryPicture } from "./media-api";
import type { Use } from "./usage";
import { mediaWords } from "./words";

const nameOf = (src: string) => src.split("/").pop() ?? src;

/** "1200 × 630 · 45 KB": what an author checks a picture against (a share image's size, a photo's weight). */
function sizeOf({ width, height, bytes }: LibraryPicture, lang: "mn" | "en"): string {
  const weight =
    bytes < 1024 * 1024
      ? `${Math.max(1, Math.round(bytes / 1024))} ${lang === "mn" ? "КБ" : "KB"}`
      : `${(bytes / 1024 / 1024).toFixed(1)} ${lang === "mn" ? "МБ" : "MB"}`;
  return width && height ? `${width} × ${height} · ${weight}` : weight;
}

/** Where a picture is used, as the author names it: page titles in the interface's language, or a section. */
function UseList({ uses }: { uses: Use[] }) {
  const words = useWords(mediaWords);
  const { lang } = useLang();
  if (!uses.length) return <span className="media-unused">{words.unused}</span>;
  const names = uses.map((use) =>
    "section" in use ? words[use.section] : typeof use.page === "string" ? use.page : use.page[lang],
  );
  return (
    <span className="media-uses">
      {words.usedOn} {[...new Set(names)].join(", ")}
    </span>
  );
}

/** What the library says after a picture was removed or brought back: a removal can be undone. */
type Notice = { removed: string; id: string } | { said: string; alert?: boolean };

/**
 * Every picture of public/images/, newest additions included, to search and pick from; a new one
 * can be dropped in, and one that no page uses (nor the edits being made) can be removed from the
 * library, so that it is not published, and brought back.
 */
export function PictureLibrary({ onChoose }: { onChoose: (src: string) => void }) {
  const words = useWords(mediaWords);
  const { lang } = useLang();
  const { uses, folder } = useMedia();
  const used = uses();
  const [pictures, setPictures] = useState<LibraryPicture[]>();
  const [failed, setFailed] = useState(false);
  const [query, setQuery] = useState("");
  const [notice, setNotice] = useState<Notice>();
  const noticeRef = useRef<HTMLDivElement>(null);
  const refresh = () => mediaApi.list().then(setPictures, () => setFailed(true));
  useEffect(() => {
    void refresh();
  }, []);
  // The removed picture's button is gone: the focus goes to the notice's button, or to the notice.
  useEffect(() => {
    if (!notice) return;
    const target = noticeRef.current?.querySelector("button") ?? noticeRef.current;
    target?.focus();
  }, [notice]);
  const remove = async (src: string) => {
    const result = await mediaApi.remove(src);
    if ("refused" in result)
      return setNotice({ said: result.refused === "in-use" ? words.discardInUse : words.discardFailed, alert: true });
    setPictures((all) => all?.filter((picture) => picture.src !== src));
    setNotice({ removed: src, id: result.id });
  };
  const bringBack = async (src: string, id: string) => {
    const result = await mediaApi.bringBack(src, id);
    if ("refused" in result)
      return setNotice({
        said: result.refused === "taken" ? words.bringBackTaken(nameOf(src)) : words.bringBackFailed,
        alert: true,
      });
    await refresh();
    setNotice({ said: words.broughtBack(nameOf(src)) });
  };
  // Found by its file's name or by where it is used: a page's title in either language, a section.
  const wanted = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const searched = (picture: LibraryPicture) =>
    [
      picture.src,
      ...(used.get(picture.src) ?? []).flatMap((use) =>
        "section" in use
          ? [words[use.section]]
          : typeof use.page === "string"
            ? [use.page]
            : [use.page.mn, use.page.en],
      ),
    ]
      .join(" ")
      .toLowerCase();
  const shown = (pictures ?? []).filter((p) => wanted.every((word) => searched(p).includes(word)));
  return (
    <div className="media-library">
      <DropZone folder={folder} onUploaded={onChoose} />
      <input
        type="search"
        className="media-search"
        aria-label={words.search}
        placeholder={words.search}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      {failed && <p role="alert">{words.errors.failed()}</p>}
      {notice && (
        <div
          ref={noticeRef}
          tabIndex={-1}
          className={"removed" in notice ? "media-notice" : notice.alert ? "media-notice media-error" : "media-notice"}
          role={"alert" in notice && notice.alert ? "alert" : "status"}
        >
          {"removed" in notice ? (
            <>
              <span>{words.discarded(nameOf(notice.removed))}</span>
              <button type="button" onClick={() => void bringBack(notice.removed, notice.id)}>
                {words.bringBack}
              </button>
            </>
          ) : (
            notice.said
          )}
        </div>
      )}
      {pictures && !shown.length && <p>{words.noPictures}</p>}
      <ul className="media-grid">
        {shown.map((picture) => (
          <li key={picture.src}>
            <button
              type="button"
              className="media-card"
              aria-label={words.use(nameOf(picture.src))}
              onClick={() => onChoose(picture.src)}
            >
              <img src={mediaApi.thumb(picture.src)} alt="" loading="lazy" decoding="async" width={160} height={120} />
              <span className="media-name">{nameOf(picture.src)}</span>
              <span className="media-size">{sizeOf(picture, lang)}</span>
            </button>
            <UseList uses={used.get(picture.src) ?? []} />
            {!used.has(picture.src) && (
              <button
                type="button"
                className="media-discard"
                aria-label={words.discardName(nameOf(picture.src))}
                onClick={() => void remove(picture.src)}
              >
                {words.discard}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
