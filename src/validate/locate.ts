import { walkJson } from "./json-walk.ts";
import { segmentsOf } from "./problem.ts";

export interface Position {
  line: number;
  column: number;
}

/** Line and column (both from 1) of offsets in a text. */
export function lineIndex(text: string): (offset: number) => Position {
  // Made on first use: a text without problems never needs it.
  let starts: number[] | undefined;
  return (offset) => {
    if (!starts) {
      starts = [0];
      for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1);
    }
    let [low, high] = [0, starts.length - 1];
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (starts[mid] <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - starts[low] + 1 };
  };
}

/** A place some pointer goes through, and where the text writes it. */
interface Spot {
  children?: Map<string, Spot>;
  value?: number;
  name?: number;
}

/**
 * Where each JSON pointer is written in a text JSON.parse accepts, in one pass however many
 * pointers and however deep the text. A pointer to a missing field lands on its object; a pointer
 * to a field that should not be there lands on the field's name. Of a field written twice, the
 * last counts, as it does for JSON.parse.
 */
export function locateAll(text: string, pointers: readonly string[]): Position[] {
  // A valid manifest has nothing to place: its text is not walked.
  if (pointers.length === 0) return [];
  const root: Spot = {};
  const paths = pointers.map((pointer) => segmentsOf(pointer));
  for (const segments of paths) {
    let spot = root;
    for (const segment of segments) {
      spot.children ??= new Map();
      let child = spot.children.get(segment);
      if (!child) spot.children.set(segment, (child = {}));
      spot = child;
    }
  }
  walkJson<Spot | undefined>(
    text,
    { children: new Map([["", root]]) },
    {
      value(parent, key, offset, name, container) {
        const spot = parent?.children?.get(typeof key === "number" ? String(key) : key);
        if (spot) [spot.value, spot.name] = [offset, name];
        return container ? spot : undefined;
      },
    },
  );
  const position = lineIndex(text);
  return paths.map((segments) => {
    let spot = root;
    let depth = 0;
    for (; depth < segments.length; depth++) {
      const child = spot.children?.get(segments[depth]);
      if (child?.value === undefined) break;
      spot = child;
    }
    const whole = depth === segments.length && spot.name !== undefined;
    return position((whole ? spot.name : spot.value) ?? 0);
  });
}
