/**
 * The editor's undo history: every change of the manifest's value is a step, so a deleted list item
 * or page comes back exactly. Changes to the same place within `mergeWithinMs` (typing in one field)
 * make one step, as in a text editor.
 */
export interface UndoHistory<T> {
  past: T[];
  present: T;
  future: T[];
  /** Where and when the last step was made, to merge typing into it. */
  last?: { place: string; at: number };
}

export const mergeWithinMs = 1000;
/** Steps kept: enough for a morning's work, bounded so a long session does not grow without end. */
export const maxSteps = 500;

export const startHistory = <T>(present: T): UndoHistory<T> => ({ past: [], present, future: [] });

/**
 * The history carried onto a new present made from outside (the file as another tab saved it, with
 * the edits merged in): every other step is carried by `onto` too, so that undo takes back only the
 * author's own edits, never what the new present brought.
 */
export const rebase = <T>(history: UndoHistory<T>, present: T, onto: (value: T) => T): UndoHistory<T> => ({
  past: history.past.map(onto),
  present,
  future: history.future.map(onto),
});

/** A new value, made at `place` (a field's id) at time `at`; a change of no place is always its own step. */
export function record<T>(history: UndoHistory<T>, next: T, place?: string, at = 0): UndoHistory<T> {
  if (Object.is(next, history.present)) return history;
  const merge =
    place !== undefined &&
    history.last?.place === place &&
    at - history.last.at < mergeWithinMs &&
    history.past.length > 0;
  const past = merge ? history.past : [...history.past, history.present].slice(-maxSteps);
  return { past, present: next, future: [], last: place === undefined ? undefined : { place, at } };
}

export function undo<T>(history: UndoHistory<T>): UndoHistory<T> {
  if (!history.past.length) return history;
  return {
    past: history.past.slice(0, -1),
    present: history.past[history.past.length - 1],
    future: [history.present, ...history.future],
  };
}

export function redo<T>(history: UndoHistory<T>): UndoHistory<T> {
  if (!history.future.length) return history;
  return { past: [...history.past, history.present], present: history.future[0], future: history.future.slice(1) };
}
