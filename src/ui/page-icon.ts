import type { Icon as IconName, Route } from "../generated/manifest";

/** The icon of a page that has none of its own: the mark of its kind of page. */
const kindIcons: Record<Route["template"], IconName> = {
  visa: "passport",
  service: "briefcase",
  "test-prep": "language",
  course: "academic",
  destination: "globe",
  article: "document",
  page: "document",
};

/** A page's icon: its own, or its kind's. Cards that link to it and its own title show it. */
export const pageIcon = (page: { icon?: IconName; template: Route["template"] }): IconName =>
  page.icon ?? kindIcons[page.template];
