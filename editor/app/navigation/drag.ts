import type { DragEvent } from "react";
import { itemKey, useNav, type Dragged } from "./context";
import { sameList, type ItemAt, type ListAt } from "./tree-ops";

/** Props that make an element draggable as this item. */
export function useDragSource(kind: Dragged["kind"], at: ItemAt, name: string) {
  const { draggedRef, setDropAt } = useNav();
  return {
    draggable: true,
    onDragStart: (e: DragEvent) => {
      e.stopPropagation();
      draggedRef.current = { kind, at };
      e.dataTransfer.effectAllowed = "move";
      e.dataTransfer.setData("text/plain", name);
    },
    onDragEnd: () => {
      draggedRef.current = undefined;
      setDropAt(undefined);
    },
  };
}

/**
 * Props that take a dropped item of `kind` into `list`: at `index`, or, over an item, before or after
 * it by which half the pointer is over. Columns only move within their own menu.
 */
export function useDropTarget(kind: Dragged["kind"], list: ListAt, index: number, overItem: boolean) {
  const { move, draggedRef, dropAt, setDropAt } = useNav();
  const accepts = () => {
    const d = draggedRef.current;
    return !!d && d.kind === kind && (kind === "link" || sameList(d.at.list, list));
  };
  const placeOf = (e: DragEvent): ItemAt => {
    if (!overItem) return { list, index };
    const box = (e.currentTarget as HTMLElement).getBoundingClientRect();
    return { list, index: e.clientY > box.top + box.height / 2 ? index + 1 : index };
  };
  return {
    onDragOver: (e: DragEvent) => {
      if (!accepts()) return;
      e.preventDefault();
      e.stopPropagation();
      e.dataTransfer.dropEffect = "move";
      const place = placeOf(e);
      if (!dropAt || itemKey(dropAt) !== itemKey(place)) setDropAt(place);
    },
    onDrop: (e: DragEvent) => {
      const d = draggedRef.current;
      if (!d || !accepts()) return;
      e.preventDefault();
      e.stopPropagation();
      const place = placeOf(e);
      draggedRef.current = undefined;
      setDropAt(undefined);
      move(d.at, place, e.dataTransfer.getData("text/plain"));
    },
  };
}
