import { dequal } from "dequal";
import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";

/** The value of the section a form edits, kept where fields can read a part of it. */
interface SectionStore {
  value: unknown;
  listeners: Set<() => void>;
}

const Store = createContext<SectionStore>({ value: undefined, listeners: new Set() });

/**
 * Gives the fields of a form the whole value of its section, for a field whose choices come from
 * elsewhere in it (a visa finder's rule offers the answers of its block's questions). A keystroke
 * redraws a field reading a part only when that part changed (decision 47).
 */
export function SectionValue({ value, children }: { value: unknown; children: ReactNode }) {
  const [store] = useState<SectionStore>(() => ({ value, listeners: new Set() }));
  useLayoutEffect(() => {
    if (store.value === value) return;
    store.value = value;
    for (const listener of store.listeners) listener();
  }, [store, value]);
  return <Store.Provider value={store}>{children}</Store.Provider>;
}

/** The part `select` takes of the section's value, the same object while it stays equal. */
export function useSectionPart<T>(select: (value: unknown) => T): T {
  const store = useContext(Store);
  const kept = useRef<{ part: T }>(undefined);
  const snapshot = () => {
    const part = select(store.value);
    if (!kept.current || !dequal(kept.current.part, part)) kept.current = { part };
    return kept.current.part;
  };
  const subscribe = useCallback(
    (listener: () => void) => {
      store.listeners.add(listener);
      return () => void store.listeners.delete(listener);
    },
    [store],
  );
  return useSyncExternalStore(subscribe, snapshot);
}
