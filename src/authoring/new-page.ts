import type { SiteManifest } from "../generated/manifest";
import type { SchemaSet } from "../validate/schemas.server";
import { didYouMean } from "../validate/suggest";
import { rewrite } from "./edit-json";
import { findMenu } from "./menus";
import { pathProblem } from "./page-path";
import { dayOf, skeleton } from "./skeleton";
import { AuthoringError } from "../i18n/said";

export interface NewPageRequest {
  template: string;
  path: string;
  /** A menu to list the page in, by the name menus() gives it or its label in either language. */
  nav?: string;
  /** When the page is made: its dates (an article's publication) start at that day. */
  at?: Date;
}

/** Thrown for a request that cannot be carried out; its message is for the author, in English and Mongolian. */
export class NewPageError extends AuthoringError {
  override name = "NewPageError";
}

/** The manifest's new text, with a skeleton page of the template at the path (and in the menu), a draft. */
export function addPage(text: string, schemas: SchemaSet, request: NewPageRequest): string {
  const { template, path, nav } = request;
  const manifest = JSON.parse(text) as SiteManifest;
  if (!schemas.templates.includes(template))
    throw new NewPageError({
      en: `there is no template called "${template}"; ${didYouMean(template, schemas.templates) ?? ""} Templates: ${schemas.templates.join(", ")}`.replace(
        /\s+/g,
        " ",
      ),
      mn: `«${template}» гэсэн төрлийн хуудас байхгүй. Төрлүүд: ${schemas.templates.map((t) => `«${t}»`).join(", ")}`,
    });
  const problem = pathProblem(manifest, path, template, { draft: true });
  if (problem) throw new NewPageError(problem);
  const page = skeleton(schemas, template, path, "", dayOf(request.at ?? new Date()));
  const after = structuredClone(manifest) as SiteManifest & Record<string, unknown>;
  (after.routes as unknown[]).push(page);
  if (nav !== undefined) {
    const { menu, nearest, all } = findMenu(manifest, nav);
    if (!menu)
      throw new NewPageError({
        en: `there is no menu called "${nav}"; ${
          nearest ? `did you mean "${nearest.name}" ("${nearest.label.en}")?` : ""
        } Menus: ${all.map((m) => `${m.name} ("${m.label.en}")`).join(", ")}`.replace(/\s+/g, " "),
        mn: `«${nav}» нэртэй цэс алга${nearest ? `: «${nearest.label.mn}» гэсэн үү?` : ""}`,
      });
    let links: unknown = after;
    for (const key of menu.path) links = (links as Record<string | number, unknown>)[key];
    (links as unknown[]).push({ path });
  }
  return rewrite(text, manifest, after);
}
