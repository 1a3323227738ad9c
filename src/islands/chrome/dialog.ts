const tabbable =
  "a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex='-1'])";

/**
 * The consultation dialog is a native modal <dialog> that buttons open with invoker commands
 * (commandfor, command="show-modal"). This adds what some browsers lack: opening it where invoker
 * commands are unknown, closing it on the backdrop where closedby is, keeping Tab and Shift+Tab
 * inside it rather than letting them reach the browser's own controls, and giving the focus back to
 * the button that opened it (which may not have taken the focus on click, as in Safari).
 */
export function enhanceDialogs(signal?: AbortSignal): void {
  const invokers = "command" in HTMLButtonElement.prototype;
  const closedBy = "closedBy" in HTMLDialogElement.prototype;
  const openers = new WeakMap<HTMLDialogElement, HTMLElement>();
  const listen = <K extends keyof DocumentEventMap>(type: K, handle: (event: DocumentEventMap[K]) => void) =>
    document.addEventListener(type, handle, { signal, capture: true });

  // Buttons are found when clicked: an island may draw one after this runs.
  listen("click", (event) => {
    const target = event.target as Element;
    const button = target.closest?.<HTMLButtonElement>("button[commandfor]");
    const dialog = button && document.getElementById(button.getAttribute("commandfor") ?? "");
    if (button && dialog instanceof HTMLDialogElement) {
      if (button.getAttribute("command") !== "show-modal" || dialog.open) return;
      openers.set(dialog, button);
      dialog.addEventListener("close", () => openers.get(dialog)?.focus(), { once: true });
      if (!invokers) dialog.showModal();
    } else if (!closedBy && target instanceof HTMLDialogElement && target.open) {
      // A click on the dialog itself outside its box is a click on its backdrop.
      const box = target.getBoundingClientRect();
      const { clientX: x, clientY: y } = event as MouseEvent;
      if (x < box.left || x > box.right || y < box.top || y > box.bottom) target.close();
    }
  });
  listen("keydown", (event) => {
    const dialog = (event.target as Element).closest?.("dialog");
    if (event.key !== "Tab" || !dialog?.open) return;
    const items = [...dialog.querySelectorAll<HTMLElement>(tabbable)];
    const [first, last] = [items[0], items.at(-1)];
    const edge = event.shiftKey ? first : last;
    if (document.activeElement !== edge) return;
    (event.shiftKey ? last : first)?.focus();
    event.preventDefault();
  });
}
