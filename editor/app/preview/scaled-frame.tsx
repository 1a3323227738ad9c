import { useEffect, useLayoutEffect, useRef, useState } from "react";

interface Props {
  /** The page's HTML; replaced in the frame's document rather than reloaded, so its scroll stays. */
  html: string | undefined;
  /** Which page the HTML draws: another page starts at its top, with its menus closed. */
  page: string;
  /** The screen width to draw the page at, in CSS pixels. */
  width: number;
  title: string;
  /** Called with the frame's document once it is ready, and after each new page is put in it. */
  onDocument: (doc: Document) => void;
}

const blank = "<!DOCTYPE html><html><head></head><body></body></html>";

/** Replaces the document's content, keeping (when `keep`) its scroll position and which of its disclosures are open. */
function replaceContent(doc: Document, html: string, keep: boolean) {
  const view = doc.defaultView;
  const scroll = keep ? (view?.scrollY ?? 0) : 0;
  const open = keep ? [...doc.querySelectorAll("details")].map((d) => d.open) : [];
  const parsed = new DOMParser().parseFromString(html, "text/html");
  doc.replaceChild(doc.importNode(parsed.documentElement, true), doc.documentElement);
  const now = [...doc.querySelectorAll("details")];
  if (now.length === open.length) now.forEach((d, i) => (d.open = open[i]));
  view?.scrollTo({ top: scroll, behavior: "instant" });
}

/**
 * A page drawn at a screen's real width (so the site's own breakpoints apply: the phone's menu
 * toggle, the desktop's menus) and scaled down to fit its column, centred when it is narrower.
 * The frame runs no scripts; the editor, on the same origin, reads and marks its document.
 */
export function ScaledFrame({ html, page, width, title, onDocument }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const [ready, setReady] = useState(false);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setSize({ width: element.clientWidth, height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // Only a new page is put in the frame, not every drawing of the editor.
  const notify = useRef(onDocument);
  const shown = useRef<string>(undefined);
  useEffect(() => {
    notify.current = onDocument;
  }, [onDocument]);
  useEffect(() => {
    const doc = frame.current?.contentDocument;
    if (!ready || !doc || html === undefined) return;
    replaceContent(doc, html, shown.current === page);
    shown.current = page;
    notify.current(doc);
  }, [ready, html, page]);

  const scale = size.width ? Math.min(1, size.width / width) : 1;
  return (
    <div className="preview-screen" ref={box}>
      <iframe
        ref={frame}
        title={title}
        srcDoc={blank}
        sandbox="allow-same-origin"
        onLoad={() => setReady(true)}
        className={scale === 1 ? "at-size" : "scaled"}
        style={{
          width: `${width}px`,
          height: `${Math.max(0, size.height / scale)}px`,
          transform: scale === 1 ? undefined : `scale(${scale})`,
          left: scale === 1 ? `${Math.max(0, (size.width - width) / 2)}px` : 0,
        }}
      />
    </div>
  );
}
