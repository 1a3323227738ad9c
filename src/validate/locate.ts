import { findNodeAtLocation, parseTree, type Node } from "jsonc-parser";
import { segmentsOf } from "./problem.ts";

export interface Position {
  line: number;
  column: number;
}

/** Line and column (both from 1) of offsets in a text. */
export function lineIndex(text: string): (offset: number) => Position {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1);
  return (offset) => {
    let [low, high] = [0, starts.length - 1];
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (starts[mid] <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - starts[low] + 1 };
  };
}

/**
 * Finds where a JSON pointer is written in the source. A pointer to a missing field lands on its
 * object; a pointer to a field that should not be there lands on the field's name.
 */
export function locator(text: string): (pointer: string) => Position {
  const position = lineIndex(text);
  let tree: Node | undefined;
  try {
    tree = parseTree(text);
  } catch {
    // Nesting too deep to walk: every problem is placed at the start of the file.
  }
  return (pointer) => {
    if (!tree) return position(0);
    const segments = segmentsOf(pointer).map((s) => (/^\d+$/.test(s) ? Number(s) : s));
    for (let depth = segments.length; depth >= 0; depth--) {
      const node = findNodeAtLocation(tree, segments.slice(0, depth));
      if (!node) continue;
      const property =
        node.parent?.type === "property" && depth === segments.length ? node.parent.children?.[0] : undefined;
      return position((property ?? node).offset);
    }
    return position(0);
  };
}
