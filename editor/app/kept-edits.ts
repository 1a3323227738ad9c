/**
 * Unsaved edits kept in the browser's local storage, so that a crash or a closed tab loses
 * nothing: offered back when the editor opens the same file again.
 */
export interface KeptEdits {
  file: string;
  /** The file's version the edits were made on, and its value then, to merge into a newer file. */
  version: string;
  base: unknown;
  data: unknown;
  /** When they were kept (ISO time). */
  at: string;
}

type Store = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const keyOf = (file: string) => `editor-unsaved:${file}`;

/** Keeps the edits; false when the browser refuses (storage full or disabled). */
export function keepEdits(store: Store, edits: KeptEdits): boolean {
  try {
    store.setItem(keyOf(edits.file), JSON.stringify(edits));
    return true;
  } catch {
    return false;
  }
}

export function keptEdits(store: Store, file: string): KeptEdits | undefined {
  try {
    const value = JSON.parse(store.getItem(keyOf(file)) ?? "null") as KeptEdits | null;
    return value && value.file === file && typeof value.version === "string" ? value : undefined;
  } catch {
    return undefined;
  }
}

export function forgetEdits(store: Store, file: string) {
  try {
    store.removeItem(keyOf(file));
  } catch {
    // Nothing was kept where storage is disabled.
  }
}
