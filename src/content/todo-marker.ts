/** What every unfinished text starts with; the validator warns about each page that still has one. */
export const todoMarker = "TODO";
