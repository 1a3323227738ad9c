import { dequal } from "dequal";

type Json = unknown;

// Deep equality that stops at shared objects: the undo history's values share all they did not change.
const same = (a: Json, b: Json) => dequal(a, b);
const isRecord = (v: Json): v is Record<string, Json> => typeof v === "object" && v !== null && !Array.isArray(v);
/** A field of the value itself, never one every object inherits (a key named "constructor"). */
const own = (record: Record<string, Json>, key: string): Json => (Object.hasOwn(record, key) ? record[key] : undefined);

export interface Merge {
  data: Json;
  /** Places both sides changed differently; the editor's value was kept, the other is listed. */
  conflicts: { pointer: string; theirs: Json }[];
}

/**
 * Three-way merge of the editor's changes (mine, from base) into the file as it is now on disk
 * (theirs): what only one side changed is taken from that side; where both changed the same value
 * differently, the editor's value wins and the disk's value is reported, so nothing is lost silently.
 */
export function merge(base: Json, mine: Json, theirs: Json, pointer = ""): Merge {
  if (same(mine, base)) return { data: theirs, conflicts: [] };
  if (same(theirs, base) || same(mine, theirs)) return { data: mine, conflicts: [] };
  if (isRecord(base) && isRecord(mine) && isRecord(theirs)) {
    const data: Record<string, Json> = {};
    const conflicts: Merge["conflicts"] = [];
    const keys = [...Object.keys(theirs), ...Object.keys(mine).filter((k) => !Object.hasOwn(theirs, k))];
    for (const key of keys) {
      const result = merge(own(base, key), own(mine, key), own(theirs, key), `${pointer}/${key}`);
      // Defined, not assigned: a field named "__proto__" is a field like any other.
      if (result.data !== undefined)
        Object.defineProperty(data, key, { value: result.data, enumerable: true, writable: true, configurable: true });
      conflicts.push(...result.conflicts);
    }
    return { data, conflicts };
  }
  if (Array.isArray(base) && Array.isArray(mine) && Array.isArray(theirs)) {
    // Items merged by position while both lists keep the base's length; growth on one side only is taken whole.
    if (mine.length === base.length && theirs.length === base.length) {
      const merged = base.map((b, i) => merge(b, mine[i], theirs[i], `${pointer}/${i}`));
      return { data: merged.map((m) => m.data), conflicts: merged.flatMap((m) => m.conflicts) };
    }
    if (theirs.length === base.length && theirs.every((t, i) => same(t, base[i]))) return { data: mine, conflicts: [] };
    if (mine.length === base.length && mine.every((m, i) => same(m, base[i]))) return { data: theirs, conflicts: [] };
    // Both sides added to the end, the shared part merged item by item.
    const shared = Math.min(base.length, mine.length, theirs.length);
    if (mine.length >= base.length && theirs.length >= base.length) {
      const head = base.slice(0, shared).map((b, i) => merge(b, mine[i], theirs[i], `${pointer}/${i}`));
      return {
        data: [...head.map((h) => h.data), ...theirs.slice(base.length), ...mine.slice(base.length)],
        conflicts: head.flatMap((h) => h.conflicts),
      };
    }
  }
  return { data: mine, conflicts: [{ pointer, theirs }] };
}
