import type { Changes } from "../../src/authoring/changes";

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

/** The edits kept for the file by pages no longer open (`open`: the pages that are), newest first. */
function closedKept(store: Store, file: string, open: ReadonlySet<string>): KeptEdits[] {
  return allKept(store, file)
    .filter((edits) => !edits.page || !open.has(edits.page))
    .sort((a, b) => b.at.localeCompare(a.at));
}

/** The newest edits kept for the file by a page no longer open (`open`: the pages that are). */
export function keptEdits(store: Store, file: string, open: ReadonlySet<string> = new Set()): KeptEdits | undefined {
  return closedKept(store, file, open)[0];
}

/**
 * The page to show once kept edits are back: one they add or move to a new address, else the first
 * page they change that they keep. A move also changes the pages that link to the moved one, the
 * home page often among them, first in the list.
 */
export function pageToShow({ pages, added = [], removed = [] }: Changes): string | undefined {
  return added[0] ?? pages.find((path) => !removed.includes(path));
}

export function forgetEdits(store: Store, edits: Pick<KeptEdits, "file" | "page">) {
  try {
    store.removeItem(keyOf(edits));
  } catch {
    // Nothing was kept where storage is disabled.
  }
}

const lockPrefix = "editor-page:";
/** How often the pages that kept edits are compared with the locks held (watchKeptEdits), in ms. */
const sweepEvery = 5_000;

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

/** Watching for edits kept by pages no longer open (watchKeptEdits). */
export interface KeptEditsWatch {
  stop: () => void;
  /** Offers the next edits left by a closed page, once those on offer are brought back or discarded. */
  offerNext: () => void;
}

/**
 * Offers the newest edits kept for the file by an editor page no longer open, with how many more
 * closed pages left edits, offered after these: at once, and again
 * each time a page that was open as this one started, or has kept edits since, closes leaving
 * edits (a page this one reloads lets go of its lock a moment after this one opens; a slow machine
 * may take seconds), and when offerNext() asks, since several visits in turn may each have left
 * edits. This page's own edits are never offered to it.
 */
export function watchKeptEdits(
  store: Store,
  file: string,
  offer: (edits: KeptEdits | undefined, more: number) => void,
): KeptEditsWatch {
  const offerFrom = (open: ReadonlySet<string>) => {
    const [newest, ...others] = closedKept(store, file, open);
    offer(newest, others.length);
  };
  if (!navigator.locks) {
    const offerNext = () => offerFrom(new Set([thisPage()]));
    offerNext();
    return { stop: () => {}, offerNext };
  }
  const stop = new AbortController();
  const open = new Set([thisPage(), ...allKept(store, file).flatMap((edits) => (edits.page ? [edits.page] : []))]);
  const closed = (page: string) => open.delete(page);
  /** Waits for an open page to close, then offers what it left. */
  const watch = (page: string) =>
    navigator.locks
      .request(lockPrefix + page, { signal: stop.signal }, () => {
        closed(page);
        if (!stop.signal.aborted) offerFrom(open);
      })
      .catch(() => undefined);
  // A lock granted at once: its page is closed. The others are waited for, each until it closes.
  const known = [...open].map((page) =>
    navigator.locks.request(lockPrefix + page, { ifAvailable: true }, (lock) => void (lock && closed(page))),
  );
  void Promise.all(known).then(() => {
    if (stop.signal.aborted) return;
    offerFrom(open);
    for (const page of open) void watch(page);
  });
  // A page opened after this one keeps its first edits: from then on it is watched too, so that
  // its edits are offered here if it closes (or its browser tab dies) before saving them.
  const onStorage = (event: StorageEvent) => {
    const page = event.key?.startsWith(`${prefix(file)}#`) ? event.key.slice(prefix(file).length + 1) : undefined;
    if (!page || open.has(page) || event.newValue === null) return;
    open.add(page);
    void watch(page);
  };
  addEventListener("storage", onStorage, { signal: stop.signal });
  // A safety net under the two ways above: every few seconds while the editor is in view, the pages
  // that kept edits are compared with the locks held, so that a page whose closing or first edits
  // went unnoticed is known all the same.
  const sweep = async () => {
    const held = new Set((await navigator.locks.query()).held?.map((lock) => lock.name));
    let gone = false;
    for (const { page } of allKept(store, file)) {
      if (!page) continue;
      const alive = held.has(lockPrefix + page);
      if (alive && !open.has(page)) {
        open.add(page);
        void watch(page);
      }
      if (!alive && closed(page)) gone = true;
    }
    if (gone && !stop.signal.aborted) offerFrom(open);
  };
  const timer = setInterval(() => document.visibilityState === "visible" && void sweep(), sweepEvery);
  stop.signal.addEventListener("abort", () => clearInterval(timer));
  return { stop: () => stop.abort(), offerNext: () => offerFrom(open) };
}
