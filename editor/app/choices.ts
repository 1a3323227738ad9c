import { createContext, useContext, useState } from "react";
import { dequal } from "dequal";
import type { BlogCategory } from "../../src/generated/manifest";
import type { PageOption } from "./pickers/pages";

/** What the widgets choose from: the declared pages, the files in public/, the blog's categories. */
export interface Choices {
  paths: string[];
  assets: string[];
  /** The pages with their titles, to pick by title. */
  pages?: PageOption[];
  categories?: BlogCategory[];
}

// A context of its own rather than the form's: a page's title typed redraws the pickers that list
// it, not every field of the form.
const ChoicesContext = createContext<Choices>({ paths: [], assets: [] });
export const ChoicesProvider = ChoicesContext.Provider;
export const useChoices = () => useContext(ChoicesContext);

/**
 * `value`, or the equal value given at an earlier render: what depends on it (a context's
 * consumers, a memoised part) is drawn again only when it really changes, not at every keystroke
 * that makes it anew.
 */
export function useEqualValue<T>(value: T): T {
  const [kept, setKept] = useState(value);
  if (kept === value || dequal(kept, value)) return kept;
  // React's way to adjust state to what a render is given: the render restarts with it at once.
  setKept(value);
  return value;
}
