import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

/**
 * False in the prerendered HTML and while React hydrates it, true from then on. A control that
 * needs script renders its no-JavaScript form while this is false, so the HTML alone still works
 * and hydration still matches it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
