import type { ComponentType } from "react";
import type { Route } from "../src/generated/manifest";
import type { LocalizedPage, PageData } from "../src/manifest/page-data";
import type { Localized } from "../src/i18n/localize";
import ArticleTemplate from "./article";
import CourseTemplate from "./course";
import DestinationTemplate from "./destination";
import PageTemplate from "./page";
import ServiceTemplate from "./service";
import TestPrepTemplate from "./test-prep";
import VisaTemplate from "./visa";

export type TemplateName = Route["template"];
export type TemplateProps<T extends TemplateName> = { page: LocalizedPage<T>; data: PageData };

/** The template that draws each kind of page, by the name pages give in "template". */
export const templates: { [T in TemplateName]: ComponentType<TemplateProps<T>> } = {
  visa: VisaTemplate,
  destination: DestinationTemplate,
  course: CourseTemplate,
  article: ArticleTemplate,
  service: ServiceTemplate,
  "test-prep": TestPrepTemplate,
  page: PageTemplate,
};

export function templateFor<T extends TemplateName>(name: T): ComponentType<TemplateProps<T>> {
  const template = templates[name];
  if (!template) throw new Error(`No template is called "${name}". Templates: ${Object.keys(templates).join(", ")}.`);
  return template;
}

/** Draws a page with the template its "template" names. */
export function TemplateView({ page, data }: { page: Localized<Route>; data: PageData }) {
  // The registry pairs each name with its own page type; TypeScript cannot follow that through a union.
  const Template = templateFor(page.template) as ComponentType<{ page: Localized<Route>; data: PageData }>;
  return <Template page={page} data={data} />;
}
