import { dom } from "../../chrome/dom-names";

// The spec's dropdown timings (spec/site-spec.md, §4 States and transitions): a menu opens 200 ms
// after the pointer comes to rest on it, at once when the pointer moves on to it from another menu
// within 300 ms (the skip delay), and closes 150 ms after the pointer leaves it.
const openDelayMs = 200;
const skipDelayMs = 300;
const closeDelayMs = 150;

type Timer = ReturnType<typeof setTimeout> | undefined;

/**
 * A dropdown's panel opens under its own item; one that would leave the window there (an author's
 * long labels) opens under the whole menu row instead, its columns wrapping (src/chrome/main-menu.tsx).
 */
function keepInWindow(menu: HTMLDetailsElement) {
  const panel = menu.querySelector("summary")?.nextElementSibling;
  const item = menu.parentElement;
  if (!panel || !item || item.hasAttribute(dom.fitRow)) return;
  const { left, right } = panel.getBoundingClientRect();
  if (left < 0 || right > document.documentElement.clientWidth) item.setAttribute(dom.fitRow, "");
}

/**
 * The header's dropdowns are native disclosures (<details name>), which open on click, Enter or
 * Space without script, one at a time. This adds the rest of a menu: the spec's hover timings for a
 * mouse, ArrowDown on a closed menu to open it at its first link, the arrow keys between its links,
 * Esc, and closing when a click or the focus goes elsewhere. The browser exposes a summary's
 * expanded state from its details' `open`, so the script sets no ARIA state of its own.
 */
export function enhanceMenus(signal?: AbortSignal): void {
  const menus = [...document.querySelectorAll<HTMLDetailsElement>(`details[${dom.dropdown}]`)];
  if (!menus.length) return;
  let openTimer: Timer;
  let closeTimer: Timer;
  let skipTimer: Timer;
  let skipping = false;
  // A menu closed by a click stays closed while the pointer stays on it.
  let clickClosed: HTMLDetailsElement | undefined;
  // A menu the pointer opened: a click on it next is the visitor opening it, and leaves it open.
  let hoverOpened: HTMLDetailsElement | undefined;

  const startSkip = () => {
    skipping = true;
    clearTimeout(skipTimer);
    skipTimer = setTimeout(() => (skipping = false), skipDelayMs);
  };
  const setOpen = (menu: HTMLDetailsElement, open: boolean) => {
    clearTimeout(openTimer);
    clearTimeout(closeTimer);
    hoverOpened = undefined;
    if (menu.open && !open) startSkip();
    if (open) for (const other of menus) other.open = other === menu;
    else menu.open = false;
  };
  const openByHover = (menu: HTMLDetailsElement) => {
    setOpen(menu, true);
    hoverOpened = menu;
  };
  const summaryOf = (menu: HTMLDetailsElement) => menu.querySelector("summary")!;

  for (const menu of menus) {
    const summary = summaryOf(menu);
    menu.addEventListener("toggle", () => {
      if (menu.open) keepInWindow(menu);
    });
    menu.addEventListener("pointerenter", (event) => {
      if (event.pointerType !== "mouse") return;
      clearTimeout(closeTimer);
      if (menu.open || clickClosed === menu) return;
      clearTimeout(openTimer);
      if (skipping || menus.some((m) => m.open)) openByHover(menu);
      else openTimer = setTimeout(() => openByHover(menu), openDelayMs);
    });
    menu.addEventListener("pointerleave", (event) => {
      if (event.pointerType !== "mouse") return;
      clearTimeout(openTimer);
      if (clickClosed === menu) clickClosed = undefined;
      if (menu.open) closeTimer = setTimeout(() => setOpen(menu, false), closeDelayMs);
    });
    // A click (or Enter, or Space) toggles the disclosure natively; a pending hover gives way to it,
    // and a menu the pointer has just opened stays open rather than closing under the click.
    summary.addEventListener("click", (event) => {
      clearTimeout(openTimer);
      clearTimeout(closeTimer);
      if (hoverOpened === menu && menu.open) {
        hoverOpened = undefined;
        event.preventDefault();
        return;
      }
      clickClosed = menu.open ? menu : undefined;
      if (menu.open) startSkip();
    });
    menu.addEventListener("keydown", (event) => {
      const links = [...menu.querySelectorAll<HTMLAnchorElement>("a[href]")];
      const at = links.indexOf(document.activeElement as HTMLAnchorElement);
      const step = event.key === "ArrowDown" ? 1 : event.key === "ArrowUp" ? -1 : 0;
      if (!step) return;
      if (event.target === summary && step === 1) {
        setOpen(menu, true);
        links[0]?.focus();
      } else if (at >= 0) links[Math.min(links.length - 1, Math.max(0, at + step))].focus();
      else return;
      event.preventDefault();
    });
  }

  const listen = <K extends keyof DocumentEventMap>(
    type: K,
    handle: (event: DocumentEventMap[K]) => void,
    capture = false,
  ) => document.addEventListener(type, handle, { signal, capture });
  // Esc closes the open menu before anything else on the page hears it (the phone menu among them).
  listen(
    "keydown",
    (event) => {
      const menu = menus.find((m) => m.open);
      if (event.key !== "Escape" || !menu) return;
      const hadFocus = menu.contains(document.activeElement);
      setOpen(menu, false);
      if (hadFocus) summaryOf(menu).focus();
      event.preventDefault();
    },
    true,
  );
  // A press or the focus anywhere else closes it.
  const closeUnless = (target: EventTarget | null) => {
    for (const menu of menus) if (menu.open && !menu.contains(target as Node | null)) setOpen(menu, false);
  };
  listen("pointerdown", (event) => closeUnless(event.target));
  listen("focusin", (event) => closeUnless(event.target));
}
