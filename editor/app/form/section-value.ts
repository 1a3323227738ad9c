import { createContext, useContext } from "react";

/**
 * The whole value of the section a form edits, for a field whose choices come from elsewhere in
 * it (a visa finder's rule offers the answers of its block's questions).
 */
export const SectionValue = createContext<unknown>(undefined);

export const useSectionValue = () => useContext(SectionValue);
