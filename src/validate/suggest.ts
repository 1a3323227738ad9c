/** Values longer than this get no "did you mean": nobody mistypes a name of a hundred letters. */
export const MAX_SUGGESTED_LENGTH = 100;

/**
 * The work one validation may spend on suggestions, in characters compared: a manifest with
 * 100,000 broken links to 100,000 pages gets suggestions for its first mistakes, not a minute of
 * comparisons. Set by withSuggestionBudget; outside one there is no limit (a command line's options).
 */
let budget = Infinity;

/** Runs `work` with at most `cells` characters compared for suggestions, then lifts the limit. */
export function withSuggestionBudget<T>(cells: number, work: () => T): T {
  const before = budget;
  budget = cells;
  try {
    return work();
  } finally {
    budget = before;
  }
}

/**
 * Optimal string alignment distance (edits, a swap of neighbours counting as one) when it is at
 * most `max`, otherwise max + 1. Row by row, three rows kept, stopping as soon as a whole row is
 * above `max`: no length × length table, and little work for strings that differ early.
 */
export function distanceWithin(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let current = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2] + 1);
      current[j] = d;
      if (d < rowMin) rowMin = d;
    }
    budget -= b.length;
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[b.length], max + 1);
}

/** The closest candidate, if it is close enough to be a likely typo. */
export function closest(value: string, candidates: Iterable<string>): string | undefined {
  if (value.length > MAX_SUGGESTED_LENGTH || budget <= 0) return undefined;
  const target = value.toLowerCase();
  // A typo is a few letters off: two, or a third of a long name.
  let allowed = Math.max(2, Math.floor(target.length / 3));
  let best: string | undefined;
  for (const candidate of candidates) {
    if (--budget <= 0) break;
    if (Math.abs(candidate.length - target.length) > allowed) continue;
    const distance = distanceWithin(target, candidate.toLowerCase(), allowed);
    // The same name in other capitals is not a typo this can help with.
    if (distance === 0) return undefined;
    // Only a closer candidate can win from here on (or an exact one, which cancels): the bound tightens.
    if (distance <= allowed) [best, allowed] = [candidate, distance - 1];
  }
  return best;
}

export function didYouMean(value: string, candidates: Iterable<string>): string | undefined {
  const match = closest(value, candidates);
  return match === undefined ? undefined : `did you mean "${match}"?`;
}
