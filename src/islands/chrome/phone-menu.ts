import { dom } from "../../chrome/dom-names";

/**
 * Without script the phone menu's toggle is a pair of links (to the menu as the page's target, and
 * away from it). This makes them one button that shows and hides the menu, saying so with
 * aria-expanded and naming the menu with aria-controls; Esc, following a link and moving the focus
 * past the menu close it.
 */
export function enhancePhoneMenu(signal?: AbortSignal): void {
  const opener = document.querySelector<HTMLAnchorElement>(`a[${dom.phoneToggle}=open]`);
  const closer = document.querySelector<HTMLAnchorElement>(`a[${dom.phoneToggle}=close]`);
  const menu = document.getElementById(dom.phoneMenuId);
  if (!opener || !closer || !menu) return;
  const labels = [opener.getAttribute("aria-label") ?? "", closer.getAttribute("aria-label") ?? ""];
  const button = document.createElement("button");
  button.type = "button";
  button.className = opener.className;
  button.setAttribute("aria-controls", menu.id);
  // Both icons: the stylesheet shows the one for what the button does next.
  button.append(...opener.childNodes, ...closer.childNodes);
  opener.replaceWith(button);
  closer.remove();

  const isOpen = () => button.getAttribute("aria-expanded") === "true";
  const setOpen = (open: boolean) => {
    button.setAttribute("aria-expanded", String(open));
    button.setAttribute("aria-label", labels[open ? 1 : 0]);
    menu.setAttribute(dom.phoneMenu, open ? "open" : "closed");
  };
  // Opened by its link before the script arrived, it stays open.
  setOpen(location.hash === `#${menu.id}`);
  button.addEventListener("click", () => setOpen(!isOpen()));
  menu.addEventListener("click", (event) => {
    if ((event.target as Element).closest("a[href]")) setOpen(false);
  });
  // The focus going on past the menu (Tab after its last link) closes it: what it went to is under
  // the menu, out of sight. The header's own controls stay in view above it.
  const header = button.closest("header") ?? menu;
  document.addEventListener(
    "focusin",
    (event) => {
      const target = event.target as Node;
      if (isOpen() && !header.contains(target) && !menu.contains(target)) setOpen(false);
    },
    { signal },
  );
  document.addEventListener(
    "keydown",
    (event) => {
      // An open dropdown or the dialog takes Esc first.
      if (event.key !== "Escape" || event.defaultPrevented || !isOpen()) return;
      if ((event.target as Element).closest?.("dialog")) return;
      setOpen(false);
      button.focus();
    },
    { signal },
  );
}
