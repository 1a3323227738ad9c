import { createContext, useContext } from "react";
import type { Navigation } from "../../../src/generated/manifest";
import type { Problem } from "../api";
import type { PageOption } from "../pickers/pages";
import type { ItemAt, ListAt } from "./tree-ops";

/** What is being dragged: a link or a column, and where it is. */
export interface Dragged {
  kind: "link" | "column";
  at: ItemAt;
}

export interface NavContext {
  nav: Navigation;
  pages: PageOption[];
  problems: Problem[];
  /** A new value of the navigation; `place` (a field's pointer) merges typing into one undo step. */
  change: (next: Navigation, place?: string) => void;
  /** Said by screen readers: what a move, an addition or a removal did. */
  announce: (message: string) => void;
  /** Moves the item named `name` (one undo step) and says where it is now; false if it did not move. */
  move: (from: ItemAt, to: ItemAt, name: string) => boolean;
  draggedRef: { current?: Dragged };
  /** Where a dragged item would land, to draw the gap. */
  dropAt?: ItemAt;
  setDropAt: (at: ItemAt | undefined) => void;
  /** Focus this control of this item once the next value is drawn (after a keyboard move). */
  focusLater: (at: ItemAt, control: string) => void;
}

export const NavTreeContext = createContext<NavContext | null>(null);

export const useNav = (): NavContext => {
  const value = useContext(NavTreeContext);
  if (!value) throw new Error("useNav outside NavigationTree");
  return value;
};

/** The JSON pointer of a place inside the manifest's navigation. */
export const pointer = (list: ListAt, index?: number) =>
  `/navigation/${[...list, ...(index === undefined ? [] : [index])].join("/")}`;

/** A stable name of an item's place, for the DOM (focus after moves) and React keys. */
export const itemKey = (at: ItemAt) => `${at.list.join("/")}:${at.index}`;
