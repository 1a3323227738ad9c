import { dequal } from "dequal";
import {
  createContext,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";

/** The value of the section a form edits, kept where fields can read a part of it. */
interface SectionStore {
  get: () => unknown;
  /** Keeps a new value and tells the fields reading it. */
  set: (value: unknown) => void;
  subscribe: (listener: () => void) => () => void;
}

function sectionStore(value: unknown): SectionStore {
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next) => {
      if (next === value) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

const Store = createContext<SectionStore>(sectionStore(undefined));

/**
 * Gives the fields of a form the whole value of its section, for a field whose choices come from
 * elsewhere in it (a visa finder's rule offers the answers of its block's questions). A keystroke
 * redraws a field reading a part only when that part changed (decision 47).
 */
export function SectionValue({ value, children }: { value: unknown; children: ReactNode }) {
  const [store] = useState(() => sectionStore(value));
  useLayoutEffect(() => store.set(value), [store, value]);
  return <Store.Provider value={store}>{children}</Store.Provider>;
}

/** The part `select` takes of the section's value, the same object while it stays equal. */
export function useSectionPart<T>(select: (value: unknown) => T): T {
  const store = useContext(Store);
  const kept = useRef<{ part: T }>(undefined);
  const snapshot = () => {
    const part = select(store.get());
    if (!kept.current || !dequal(kept.current.part, part)) kept.current = { part };
    return kept.current.part;
  };
  return useSyncExternalStore(store.subscribe, snapshot);
}
