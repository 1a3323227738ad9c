/**
 * A point written "Name: detail" (Australia: 4-8 weeks) as its name and its detail; a point without
 * a short name before its first colon is all detail.
 */
export function splitTerm(text: string): { term?: string; detail: string } {
  const colon = text.indexOf(": ");
  // A long run before the colon is a sentence that happens to hold one, not a name.
  if (colon < 1 || colon > maxTerm) return { detail: text };
  return { term: text.slice(0, colon), detail: text.slice(colon + 2) };
}

/** The longest name, in characters, that a point's text may start with. */
const maxTerm = 80;
