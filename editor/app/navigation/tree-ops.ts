/** A place in the navigation: the keys from `navigation` down to a list (of links or of columns). */
export type ListAt = readonly (string | number)[];

/** An item of a list: the list and the item's index in it. */
export interface ItemAt {
  list: ListAt;
  index: number;
}

type Node = Record<string | number, unknown>;

export function getAt(root: unknown, at: ListAt): unknown {
  let value = root;
  for (const key of at) value = (value as Node | undefined)?.[key];
  return value;
}

/** `root` with the value at `at` replaced, copying only the objects on the way to it. */
export function setAt<T>(root: T, at: ListAt, value: unknown): T {
  const [key, ...rest] = at;
  if (key === undefined) return value as T;
  const copy = (Array.isArray(root) ? [...root] : { ...(root as object) }) as Node;
  copy[key] = setAt(copy[key], rest, value);
  return copy as T;
}

const listAt = (root: unknown, at: ListAt) => (getAt(root, at) as unknown[] | undefined) ?? [];
export const sameList = (a: ListAt, b: ListAt) => a.length === b.length && a.every((key, i) => key === b[i]);

/**
 * The item moved to `to` (its index counted before the move, as a drop's place is: the gap before
 * the item of that index). Moving within one list or to another.
 */
export function moveItem<T>(root: T, from: ItemAt, to: ItemAt): T {
  const item = listAt(root, from.list)[from.index];
  if (item === undefined) return root;
  const sourceList = listAt(root, from.list).filter((_, i) => i !== from.index);
  if (sameList(from.list, to.list)) {
    const index = to.index > from.index ? to.index - 1 : to.index;
    if (index === from.index) return root;
    sourceList.splice(Math.max(0, Math.min(index, sourceList.length)), 0, item);
    return setAt(root, from.list, sourceList);
  }
  const target = [...listAt(root, to.list)];
  target.splice(Math.max(0, Math.min(to.index, target.length)), 0, item);
  return setAt(setAt(root, from.list, sourceList), to.list, target);
}

export const insertItem = <T>(root: T, list: ListAt, item: unknown, index = listAt(root, list).length): T => {
  const items = [...listAt(root, list)];
  items.splice(index, 0, item);
  return setAt(root, list, items);
};

export const removeItem = <T>(root: T, { list, index }: ItemAt): T =>
  setAt(
    root,
    list,
    listAt(root, list).filter((_, i) => i !== index),
  );

/**
 * Where a keyboard move takes an item `by` one place: within its list, or past its end into the
 * neighbouring list of `siblings` (the columns of its menu), as dragging it there would.
 */
export function keyboardTarget(
  root: unknown,
  at: ItemAt,
  by: -1 | 1,
  siblings: ListAt[] = [at.list],
): ItemAt | undefined {
  const count = listAt(root, at.list).length;
  if (by === -1 && at.index > 0) return { list: at.list, index: at.index - 1 };
  if (by === 1 && at.index < count - 1) return { list: at.list, index: at.index + 2 };
  const here = siblings.findIndex((s) => sameList(s, at.list));
  const next = siblings[here + by];
  if (here === -1 || !next) return undefined;
  return { list: next, index: by === -1 ? listAt(root, next).length : 0 };
}
