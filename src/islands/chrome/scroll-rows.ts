import { scrollRowAttribute } from "../../ui/scroll-row";

/**
 * A row that scrolls sideways on a phone is a focus stop, so that a keyboard can scroll it; where
 * it is laid out whole (a tablet, a desktop) it is not, and Tab goes straight to what it holds. It
 * is checked again whenever its size changes (a turned phone, a resized window). Without script,
 * every such row stays a focus stop. A link of the row given the focus brings its item whole into
 * sight, at the row's start: the browser's own scrolling to it stops where the row snaps, which
 * left every other item half out of sight.
 */
export function enhanceScrollRows(): void {
  const rows = document.querySelectorAll<HTMLElement>(`[${scrollRowAttribute}]`);
  if (!rows.length || typeof ResizeObserver === "undefined") return;
  const fit = (row: HTMLElement) => {
    if (row.scrollWidth > row.clientWidth) row.tabIndex = 0;
    else row.removeAttribute("tabindex");
  };
  const observer = new ResizeObserver((entries) => {
    for (const entry of entries) fit(entry.target as HTMLElement);
  });
  for (const row of rows) {
    fit(row);
    observer.observe(row);
    row.addEventListener("focusin", (event) => {
      const item = [...row.querySelectorAll<HTMLElement>(":scope > * > *")].find((e) =>
        e.contains(event.target as Node),
      );
      if (item && row.scrollWidth > row.clientWidth) item.scrollIntoView({ block: "nearest", inline: "start" });
    });
  }
}
