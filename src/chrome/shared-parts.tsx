import { createContext, useContext, type ReactNode } from "react";

/**
 * The HTML of the parts of a page that every page of a language shares: the menus, the footer's
 * columns and the consultation dialog's contents. The build's renderer draws each once per
 * language (and once more for each page the menu marks as current) and every page reuses it;
 * without it, as in the editor's preview and the tests, they are drawn with the page.
 */
export interface SharedParts {
  nav: string;
  footer: string;
  dialog: string;
}

export const SharedPartsContext = createContext<SharedParts | null>(null);

/** Props that fill an element with its shared HTML when the renderer has drawn it, or with its children. */
export function useShared(part: keyof SharedParts, children: ReactNode) {
  const shared = useContext(SharedPartsContext);
  return shared ? { dangerouslySetInnerHTML: { __html: shared[part] } } : { children };
}
