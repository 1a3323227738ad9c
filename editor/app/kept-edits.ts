/**
 * Unsaved edits kept in the browser's local storage, so that a crash or a closed tab loses
 * nothing: offered back when the editor opens the same file again. Each open editor page keeps its
 * own, so that two tabs never overwrite or forget each other's.
 */
export interface KeptEdits {
  file: string;
  /** The file's version the edits were made on, and its value then, to merge into a newer file. */
  version: string;
  base: unknown;
  data: unknown;
  /** When they were kept (ISO time). */
  at: string;
  /** The editor page that kept them (none for edits kept before pages kept their own). */
  page?: string;
}

type Store = Pick<Storage, "getItem" | "setItem" | "removeItem" | "key" | "length">;

const prefix = (file: string) => `editor-unsaved:${file}`;
const keyOf = ({ file, page }: Pick<KeptEdits, "file" | "page">) => (page ? `${prefix(file)}#${page}` : prefix(file));

/** Keeps the edits; false when the browser refuses (storage full or disabled). */
export function keepEdits(store: Store, edits: KeptEdits): boolean {
  try {
    store.setItem(keyOf(edits), JSON.stringify(edits));
    return true;
  } catch {
    return false;
  }
}

/** Every set of edits kept for the file, by any page. */
function allKept(store: Store, file: string): KeptEdits[] {
  const found: KeptEdits[] = [];
  try {
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (key !== prefix(file) && !key?.startsWith(`${prefix(file)}#`)) continue;
      try {
        const value = JSON.parse(store.getItem(key) ?? "null") as KeptEdits | null;
        if (value && value.file === file && typeof value.version === "string") found.push(value);
      } catch {
        // Not edits this editor kept.
      }
    }
  } catch {
    // Storage is disabled: nothing was kept.
  }
  return found;
}

/** The newest edits kept for the file by a page no longer open (`open`: the pages that are). */
export function keptEdits(store: Store, file: string, open: ReadonlySet<string> = new Set()): KeptEdits | undefined {
  return allKept(store, file)
    .filter((edits) => !edits.page || !open.has(edits.page))
    .sort((a, b) => b.at.localeCompare(a.at))[0];
}

export function forgetEdits(store: Store, edits: Pick<KeptEdits, "file" | "page">) {
  try {
    store.removeItem(keyOf(edits));
  } catch {
    // Nothing was kept where storage is disabled.
  }
}

const lockPrefix = "editor-page:";

let own: string | undefined;

/**
 * This editor page's name, under which it keeps its edits. The page holds a lock of that name while
 * it is open (the browser's Web Locks), so that another can tell edits kept by an open tab from
 * those a closed one left behind.
 */
export function thisPage(): string {
  if (own) return own;
  own = crypto.randomUUID();
  void navigator.locks?.request(lockPrefix + own, () => new Promise<never>(() => {}));
  return own;
}

/** How long a page that holds its lock as this one opens is given to close: the page this one reloads. */
const closingMs = 2000;

/** Whether the page still holds its lock after a moment to let go of it. */
const stillOpen = (page: string) =>
  navigator.locks.request(lockPrefix + page, { signal: AbortSignal.timeout(closingMs) }, () => false).catch(() => true);

/**
 * The newest edits kept for the file by an editor page no longer open: a page reloaded or closed
 * just before this one opened still holds its lock for a moment, and is given it.
 */
export async function offeredEdits(store: Store, file: string): Promise<KeptEdits | undefined> {
  if (!navigator.locks) return keptEdits(store, file);
  const pages = [...new Set(allKept(store, file).flatMap((edits) => (edits.page ? [edits.page] : [])))];
  const open = await Promise.all(pages.map(stillOpen));
  return keptEdits(store, file, new Set(pages.filter((_, i) => open[i])));
}
