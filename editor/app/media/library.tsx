import { useEffect, useState } from "react";
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

/** Every picture of public/images/, newest additions included, to search and pick from; a new one can be dropped in. */
export function PictureLibrary({ onChoose }: { onChoose: (src: string) => void }) {
  const words = useWords(mediaWords);
  const { lang } = useLang();
  const { uses, folder } = useMedia();
  const used = uses();
  const [pictures, setPictures] = useState<LibraryPicture[]>();
  const [failed, setFailed] = useState(false);
  const [query, setQuery] = useState("");
  useEffect(() => {
    mediaApi.list().then(setPictures, () => setFailed(true));
  }, []);
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
          </li>
        ))}
      </ul>
    </div>
  );
}
