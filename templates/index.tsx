import type { ComponentType } from "react";
import type { Route } from "../src/generated/manifest";
import type { PageData } from "../src/manifest/page-data";
import type { Localized } from "../src/i18n/localize";
import { lazyRegistry } from "../src/ui/lazy-registry";
import { blockRegistry } from "./blocks/index";
import type { TemplateName, TemplateProps } from "./types";

/**
 * The template that draws each kind of page, by the name pages give in "template". Each is its own
 * chunk: a page downloads its own template's code, not every template's.
 */
const templates: { [T in TemplateName]: () => Promise<{ default: ComponentType<TemplateProps<T>> }> } = {
  visa: () => import("./visa"),
  destination: () => import("./destination"),
  course: () => import("./course"),
  article: () => import("./article"),
  service: () => import("./service"),
  "test-prep": () => import("./test-prep"),
  page: () => import("./page"),
};

export const templateRegistry = lazyRegistry("template", templates);

/** Fetches the code a page needs to be drawn: its template and, for a page of blocks, each of its blocks. */
export async function loadTemplateOf(page: Localized<Route> | null): Promise<void> {
  if (!page) return;
  const blocks = page.template === "page" ? page.blocks.map((block) => blockRegistry.load(block.type)) : [];
  await Promise.all([templateRegistry.load(page.template), ...blocks]);
}

/** Draws a page with the template its "template" names. */
export function TemplateView({ page, data }: { page: Localized<Route>; data: PageData }) {
  // When hydrating the first page nothing is loaded yet: ask for every chunk at once, not one per suspension.
  loadTemplateOf(page).catch(() => undefined);
  // The registry pairs each name with its own page type; TypeScript cannot follow that through a union.
  const Template = templateRegistry.useLoaded(page.template) as ComponentType<{
    page: Localized<Route>;
    data: PageData;
  }>;
  return <Template page={page} data={data} />;
}
