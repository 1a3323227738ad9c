import { dom } from "../../chrome/dom-names";
import { fromThisSite } from "./from-this-site";

/**
 * An article's back link goes to the blog list; when the visitor came from a page of the site, it
 * goes back in history instead, as the spec's back button does. A click meant for a new tab or
 * window (another button, a modifier key) is left to the browser.
 */
export function enhanceBackLink(): void {
  const link = document.querySelector<HTMLAnchorElement>(`a[${dom.back}]`);
  link?.addEventListener("click", (event) => {
    const plain = event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
    if (!plain || history.length < 2 || !fromThisSite()) return;
    event.preventDefault();
    history.back();
  });
}
