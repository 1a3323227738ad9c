import { useEffect, useRef } from "react";

interface Actions {
  save: () => void;
  undo: () => void;
  redo: () => void;
}

/** A box holding text it has not yet taken as its value (a page picker being typed in) says so. */
export const pendingAttribute = "data-pending";

/**
 * The browser asks before a reload or a closed tab drops unsaved edits, text still being typed in
 * a box included; Ctrl/Cmd+S saves, that text included, Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z and
 * Ctrl+Y redo, wherever the focus is.
 */
export function useSafety(unsaved: boolean, actions: Actions, leaveWarning: string) {
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });
  useEffect(() => {
    const ask = (event: BeforeUnloadEvent) => {
      if (!unsaved && !document.querySelector(`[${pendingAttribute}]`)) return;
      event.preventDefault();
      // Older browsers show the dialog only when a value is returned, and some show that text.
      event.returnValue = leaveWarning;
    };
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [unsaved, leaveWarning]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      const action =
        key === "s"
          ? latest.current.save
          : key === "z"
            ? event.shiftKey
              ? latest.current.redo
              : latest.current.undo
            : key === "y" && !event.shiftKey
              ? latest.current.redo
              : undefined;
      if (!action) return;
      event.preventDefault();
      const field = document.activeElement;
      if (action !== latest.current.save || !(field instanceof HTMLElement) || !field.hasAttribute(pendingAttribute))
        return action();
      // The box takes its text as it does when left, and the save waits for that change to be drawn.
      field.blur();
      field.focus();
      setTimeout(() => latest.current.save());
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
}
