import { scrollRowAttribute } from "../../ui/scroll-row";

/**
 * A row that scrolls sideways on a phone is a focus stop, so that a keyboard can scroll it; where
 * it is laid out whole (a tablet, a desktop) it is not, and Tab goes straight to what it holds. It
 * is checked again whenever its size changes (a turned phone, a resized window). Without script,
 * every such row stays a focus stop.
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
  }
}
