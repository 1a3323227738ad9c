import { useEffect, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { linkKind } from "../../../src/content/links";
import { useLang, useWords } from "../lang";
import { searchPages, shownPages, type PageOption } from "../pickers/pages";
import { words } from "./words";

interface Props {
  pages: PageOption[];
  /** The link the caret is on, if any. */
  current?: string;
  /** The text's own language: a new link's words are the page's title in it. */
  textLang: "mn" | "en";
  /** Whether words are selected (they become the link); otherwise the dialog asks for them. */
  hasSelection: boolean;
  onInsert: (href: string, text: string) => void;
  onClose: () => void;
}

/**
 * Where a link goes: a page of the site, found by its title (in either language), or a web
 * address (https://, mailto:, tel:). A modal dialog: Escape or Cancel closes it, focus returns to the text.
 */
export function LinkDialog({ pages, current, textLang, hasSelection, onInsert, onClose }: Props) {
  const w = useWords(words);
  const { lang } = useLang();
  const dialog = useRef<HTMLDialogElement>(null);
  const ids = useId();
  const currentIsPage = current !== undefined && linkKind(current) === "internal";
  const [kind, setKind] = useState<"page" | "address">(current && !currentIsPage ? "address" : "page");
  const [query, setQuery] = useState("");
  const [path, setPath] = useState(currentIsPage ? current : undefined);
  const [address, setAddress] = useState(current && !currentIsPage ? current : "");
  const [text, setText] = useState("");
  const [tried, setTried] = useState(false);
  // The box to type in has the focus as the dialog opens, and again when the kind of link changes.
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  useEffect(() => first.current?.focus(), [kind]);
  const found = searchPages(pages, query).slice(0, shownPages);
  const picked = pages.find((p) => p.path === path);
  const addressOk = linkKind(address.trim()) === "external";
  const href = kind === "page" ? path : addressOk ? address.trim() : undefined;
  const defaultText = kind === "page" ? (picked?.title?.[textLang] ?? path ?? "") : address.trim();
  const title = (p: PageOption) => p.title?.[lang] ?? p.title?.[lang === "mn" ? "en" : "mn"];
  const submit = () => {
    setTried(true);
    if (href) onInsert(href, text.trim() || defaultText);
    // A wrong address: the focus goes back to its box, read out with its error.
    else first.current?.focus();
  };
  // Drawn at the end of the page, since the text box is inside the page's form and forms do not nest.
  return createPortal(
    <dialog
      ref={dialog}
      className="rich-text-dialog"
      aria-labelledby={`${ids}-title`}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <form
        method="dialog"
        onSubmit={(e) => {
          e.preventDefault();
          // Not the page's form's submit: React passes events up through the portal.
          e.stopPropagation();
          submit();
        }}
      >
        <h2 id={`${ids}-title`}>{w.linkDialog}</h2>
        <fieldset className="rich-text-kind">
          <legend className="visually-hidden">{w.link}</legend>
          {(["page", "address"] as const).map((k) => (
            <label key={k}>
              <input type="radio" name={`${ids}-kind`} checked={kind === k} onChange={() => setKind(k)} />
              {k === "page" ? w.linkToPage : w.linkToAddress}
            </label>
          ))}
        </fieldset>
        {kind === "page" ? (
          <div className="rich-text-pages">
            <label htmlFor={`${ids}-search`}>{w.searchPages}</label>
            <input
              id={`${ids}-search`}
              type="search"
              ref={first}
              value={query}
              aria-controls={`${ids}-list`}
              onChange={(e) => setQuery(e.target.value)}
              onKeyDown={(e) => {
                if (e.key !== "Enter" || !found.length) return;
                // One page found: Enter links it. Of several, Enter first picks the first, for the
                // author to see which; the next Enter links the page picked.
                if (found.length === 1) {
                  e.preventDefault();
                  onInsert(found[0].path, text.trim() || (found[0].title?.[textLang] ?? found[0].path));
                } else if (!found.some((p) => p.path === path)) {
                  e.preventDefault();
                  setPath(found[0].path);
                }
              }}
            />
            <fieldset id={`${ids}-list`} className="rich-text-page-list">
              <legend className="visually-hidden">{w.linkToPage}</legend>
              {found.map((p) => (
                <label key={p.path}>
                  <input type="radio" name={`${ids}-page`} checked={p.path === path} onChange={() => setPath(p.path)} />
                  <span className="rich-text-page-title">{title(p) ?? p.path}</span>
                  <span className="rich-text-page-path">{p.path}</span>
                </label>
              ))}
              {!found.length && <p className="rich-text-none">{w.noPageMatches}</p>}
            </fieldset>
          </div>
        ) : (
          <div>
            <label htmlFor={`${ids}-address`}>{w.address}</label>
            <input
              id={`${ids}-address`}
              ref={first}
              inputMode="url"
              spellCheck={false}
              value={address}
              aria-invalid={tried && !addressOk}
              aria-describedby={`${ids}-address-help`}
              onChange={(e) => setAddress(e.target.value)}
            />
            <p id={`${ids}-address-help`} className={tried && !addressOk ? "rich-text-error" : "rich-text-help"}>
              {tried && !addressOk ? w.addressInvalid : w.addressHelp}
            </p>
          </div>
        )}
        {!hasSelection && !current && (
          <div>
            <label htmlFor={`${ids}-text`}>{w.linkText}</label>
            <input
              id={`${ids}-text`}
              value={text}
              placeholder={defaultText}
              onChange={(e) => setText(e.target.value)}
            />
          </div>
        )}
        <div className="rich-text-actions">
          <button type="button" onClick={onClose}>
            {w.cancel}
          </button>
          <button type="submit" className="primary" disabled={kind === "page" && !path}>
            {w.insert}
          </button>
        </div>
      </form>
    </dialog>,
    document.body,
  );
}
