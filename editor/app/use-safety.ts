import { useEffect, useRef } from "react";

interface Actions {
  save: () => void;
  undo: () => void;
  redo: () => void;
}

/**
 * The browser asks before a reload or a closed tab drops unsaved edits; Ctrl/Cmd+S saves,
 * Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z and Ctrl+Y redo, wherever the focus is.
 */
export function useSafety(unsaved: boolean, actions: Actions, leaveWarning: string) {
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });
  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => {
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
      action();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
}
