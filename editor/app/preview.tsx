import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from "react";
import { resolveFacts } from "../../src/content/facts";
import { api, type PreviewTarget, type Problem, type SiteManifest } from "./api";
import type { PlaceOf } from "./dialogs";
import { useWords } from "./lang";
import { pointerOf, type Selection } from "./selection";
import { listenToFrame, showText } from "./preview/frame-events";
import { ProblemNote } from "./preview/problem-note";
import { ScaledFrame } from "./preview/scaled-frame";
import { fieldIdOf, previewTexts, type PlacedText } from "./preview/texts";
import { rememberedScreen, rememberScreen, screens, type ScreenId } from "./preview/widths";
import { previewWords } from "./preview/words";
import "./preview/preview.css";

interface Props {
  data: SiteManifest;
  selection: Selection;
  /** The form beside the preview: a field focused or typed in is shown in the preview. */
  form: RefObject<HTMLElement | null>;
  /** Goes to the field of a manifest pointer (a text clicked in the preview, with its text; a problem). */
  onField: (pointer: string, text?: string) => void;
  /** A problem's page and field, as the problems bar names them. */
  place?: PlaceOf;
}

type Lang = "mn" | "en";
interface Answer {
  key: string;
  problems?: Problem[];
  /** The page drawn in spite of its problems, shown when there is no drawing without. */
  html?: string;
}

// How long after typing in a field the next drawing of the page is scrolled to it.
const followMs = 4000;

/**
 * The page as the site draws it, redrawn a moment after each change, at a phone's, a tablet's or a
 * desktop's width; for settings, navigation and interface words, the header and footer they fill.
 * A page with problems keeps its last good drawing, with the problems above it.
 */
/** The preview's id, for the phone's button that goes down to it. */
export const previewId = "preview";

/**
 * Shows an element of the editor by its id, its top under the toolbar that stays at the top of a
 * phone's screen, and gives it the focus (a phone's one long column).
 */
function goTo(id: string) {
  const element = document.getElementById(id);
  if (!element) return;
  const toolbar = document.querySelector(".toolbar")?.getBoundingClientRect().height ?? 0;
  window.scrollTo({ top: element.getBoundingClientRect().top + window.scrollY - toolbar });
  element.focus({ preventScroll: true });
}

/** Where the author was in the form when they went down to the preview: where they come back to. */
let leftFrom: { y: number; field?: HTMLElement } | undefined;

/** The field of the form the focus was last in (the button pressed to leave it has the focus now). */
let lastField: HTMLElement | undefined;

/** Goes down to the preview, remembering where the author was in the form. */
export function toPreview() {
  leftFrom = { y: window.scrollY, field: lastField };
  goTo(previewId);
}

/** Goes back up to the form: to the place and field the author left it from, else its top. */
function backToForm(form: HTMLElement) {
  const left = leftFrom;
  leftFrom = undefined;
  if (!left) return goTo(form.id);
  window.scrollTo({ top: left.y });
  (left.field?.isConnected ? left.field : form).focus({ preventScroll: true });
}

export function Preview({ data, selection, form, onField, place }: Props) {
  const w = useWords(previewWords);
  const [lang, setLang] = useState<Lang>("mn");
  const [screen, setScreen] = useState<ScreenId>(rememberedScreen);
  const [good, setGood] = useState<Record<string, string>>({});
  const [answer, setAnswer] = useState<Answer>();
  const [larger, setLarger] = useState(false);
  const route = selection.kind === "route" ? data.routes[selection.index] : undefined;
  const target: PreviewTarget = useMemo(
    () => (route ? { path: route.path } : { section: selection.kind as "settings" }),
    [route, selection.kind],
  );
  const key = JSON.stringify([target, lang]);

  useEffect(() => {
    let current = true;
    const timer = setTimeout(
      () =>
        void api.preview(data, target, lang).then(
          (drawn) => {
            if (!current) return;
            if (!("problems" in drawn)) setGood((g) => ({ ...g, [key]: drawn.html }));
            setAnswer({ key, ...("problems" in drawn ? drawn : {}) });
          },
          () => current && setAnswer({ key, problems: [] }),
        ),
      250,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [data, target, lang, key]);

  // What a click in the page or a field of the form looks for: worked out when one asks, once per
  // version of the data, not at every keystroke.
  const shown = useRef({ data, selection, lang });
  const worked = useRef<{ from: typeof shown.current; texts: PlacedText[] }>(undefined);
  const doc = useRef<Document>(undefined);
  const typed = useRef<{ id: string; at: number }>(undefined);
  useEffect(() => {
    shown.current = { data, selection, lang };
  }, [data, selection, lang]);
  const texts = useCallback(() => {
    const from = shown.current;
    // Texts as shown: with the facts ({{clients}}) they name written out.
    if (worked.current?.from !== from)
      worked.current = {
        from,
        texts: previewTexts(from.data.settings ? resolveFacts(from.data) : from.data, from.selection, from.lang),
      };
    return worked.current.texts;
  }, []);
  const section = pointerOf(selection);
  const textOfField = useCallback(
    (id: string) => texts().find((t) => fieldIdOf(t.pointer, section) === id),
    [section, texts],
  );

  const stopListening = useRef<() => void>(undefined);
  const onDocument = useCallback(
    (frame: Document) => {
      doc.current = frame;
      stopListening.current?.();
      stopListening.current = listenToFrame(frame, {
        texts,
        onText: (text) => onField(text.pointer, text.text),
        onLanguage: () => setLang((l) => (l === "mn" ? "en" : "mn")),
      });
      // A field just typed in: its new text is in this drawing.
      const last = typed.current;
      const text = last && Date.now() - last.at < followMs ? textOfField(last.id) : undefined;
      if (text) showText(frame, text.text);
    },
    [onField, textOfField, texts],
  );
  useEffect(() => () => stopListening.current?.(), []);

  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const focused = (event: Event) => {
      lastField = event.target as HTMLElement;
      const id = (event.target as HTMLElement).id;
      const text = id && textOfField(id);
      if (text && doc.current) showText(doc.current, text.text);
    };
    const input = (event: Event) => {
      const id = (event.target as HTMLElement).id;
      if (id) typed.current = { id, at: Date.now() };
    };
    element.addEventListener("focusin", focused);
    element.addEventListener("input", input);
    return () => {
      element.removeEventListener("focusin", focused);
      element.removeEventListener("input", input);
    };
  }, [form, textOfField]);

  const width = screens.find((s) => s.id === screen)!.width;
  const current = answer?.key === key ? answer : undefined;
  const html = good[key] ?? current?.html ?? (current?.problems ? "" : undefined);
  const shows = route ? route.path : w.shows[selection.kind as "settings"];
  return (
    <section id={previewId} tabIndex={-1} className={larger ? "preview larger" : "preview"} aria-label={w.preview}>
      <div className="preview-bar">
        <button type="button" className="phone-only" onClick={() => form.current && backToForm(form.current)}>
          {w.toForm}
        </button>
        <span className="preview-shows" title={shows}>
          {lang === "en" && route ? `/en${route.path === "/" ? "" : route.path}` : shows}
        </span>
        <fieldset className="segmented">
          <legend className="visually-hidden">{w.width}</legend>
          {screens.map((s) => (
            <label key={s.id}>
              <input
                type="radio"
                name="preview-screen"
                checked={screen === s.id}
                onChange={() => {
                  setScreen(s.id);
                  rememberScreen(s.id);
                }}
              />
              <span>{w[s.id]}</span>
            </label>
          ))}
        </fieldset>
        <button type="button" aria-pressed={larger} title={w.largerHelp} onClick={() => setLarger(!larger)}>
          {w.larger}
        </button>
        <span role="group" aria-label={w.pageLanguage} className="segmented">
          {(["mn", "en"] as const).map((l) => (
            <button key={l} type="button" aria-pressed={lang === l} title={w[l]} onClick={() => setLang(l)}>
              {l.toUpperCase()}
            </button>
          ))}
        </span>
      </div>
      {current?.problems && (
        <ProblemNote
          problems={current.problems}
          showing={good[key] !== undefined ? "lastGood" : current.html !== undefined ? "withProblems" : "nothing"}
          onPick={(p) => onField(p.pointer)}
          place={place}
        />
      )}
      {html === undefined && <p className="preview-loading">{w.loading}</p>}
      <ScaledFrame html={html} page={key} width={width} title={w.preview} onDocument={onDocument} />
    </section>
  );
}
