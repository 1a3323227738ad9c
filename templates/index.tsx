import type { ComponentType } from "react";
import type { Route } from "../src/generated/manifest";
import type { PageData } from "../src/manifest/page-data";
import type { Localized } from "../src/i18n/localize";
import Article from "./article";
import Course from "./course";
import Destination from "./destination";
import Page from "./page";
import Service from "./service";
import TestPrep from "./test-prep";
import Visa from "./visa";
import type { TemplateName, TemplateProps } from "./types";

/**
 * The template that draws each kind of page, by the name pages give in "template". Templates are
 * drawn on the server only: a page's HTML is static, and only its islands (src/islands/) reach the
 * browser.
 */
export const templates: { [T in TemplateName]: ComponentType<TemplateProps<T>> } = {
  visa: Visa,
  destination: Destination,
  course: Course,
  article: Article,
  service: Service,
  "test-prep": TestPrep,
  page: Page,
};

/** Draws a page with the template its "template" names. */
export function TemplateView({ page, data }: { page: Localized<Route>; data: PageData }) {
  if (!Object.hasOwn(templates, page.template))
    throw new Error(`No template is called "${page.template}". Templates: ${Object.keys(templates).join(", ")}.`);
  // The map pairs each name with its own page type; TypeScript cannot follow that through a union.
  const Template = templates[page.template] as ComponentType<{ page: Localized<Route>; data: PageData }>;
  return <Template page={page} data={data} />;
}
