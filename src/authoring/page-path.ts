import common from "../../schema/common.schema.json";
import type { SiteManifest } from "../generated/manifest";
import { blogListOf, isListingPath } from "../routes/listing";
import type { Said } from "../i18n/said";

/** The schema's own rule, so that a path npm run new or a move accepts is one the validator accepts. */
const pathPattern = new RegExp(common.$defs.routePath.pattern, "u");

/**
 * Why a page of the template cannot take the path, in words for the author; undefined when it can.
 * Adding a page and moving one both ask it, so that a path refused by one is refused by the other.
 * A `draft` (a new page, a copy, a draft moved) cannot take an old address a redirect sends on: its
 * visitors would find nothing there until it is published. A published page can, and the redirect goes.
 */
export function pathProblem(
  manifest: SiteManifest,
  path: string,
  template: string,
  { draft }: { draft: boolean },
): Said | undefined {
  if (!pathPattern.test(path))
    return {
      en: `"${path}" is not a page path: start with /, use lowercase Latin letters (a–z), digits and hyphens, no / at the end, at most 100 characters between two / and at most 10 parts (for example /services/work-visa-482)`,
      mn: `«${path}» нь хуудасны хаяг биш: / тэмдгээр эхэлж, жижиг латин үсэг, цифр, зураас ашиглана, төгсгөлд нь / тавихгүй (жишээ нь /services/work-visa-482)`,
    };
  if (manifest.routes.some((r) => r.path === path))
    return {
      en: `the path "${path}" is already used by another page; choose another path`,
      mn: `«${path}» хаягийг өөр хуудас ашиглаж байна; өөр хаяг сонгоно уу`,
    };
  const redirect = draft ? manifest.redirects?.find((r) => r.from === path) : undefined;
  if (redirect)
    return {
      en: `"${path}" is an old address: its visitors are sent on to "${redirect.to}". A draft there would leave them with "page not found" until it is published: choose another path, and once the page is published it can move to this one`,
      mn: `«${path}» нь хуучин хаяг: түүгээр орсон зочид «${redirect.to}» руу шилждэг. Энд ноорог хуудас байрлуулбал нийтлэгдэх хүртэл нь тэр хаягаар орсон зочид «хуудас олдсонгүй» гэсэн хуудас харна. Өөр хаяг сонгоно уу: хуудас нийтлэгдсэний дараа энэ хаяг руу зөөж болно`,
    };
  if (path === "/en" || path.startsWith("/en/") || path === "/404")
    return {
      en: `the path "${path}" is reserved: English pages are made under /en automatically`,
      mn: `«${path}» хаягийг ашиглах боломжгүй: англи хуудсууд «/en» дор өөрөө үүсдэг`,
    };
  const list = blogListOf(
    manifest.routes,
    manifest.settings.blogCategories.map((c) => c.id),
  );
  if (list && isListingPath(list.path, path))
    return {
      en: `the path "${path}" is reserved for the blog list's own pages (${list.path === "/" ? "" : list.path}/page/2, ${list.path === "/" ? "" : list.path}/category/…): choose another path`,
      mn: `«${path}» хаяг блогийн жагсаалтын өөрийн хуудсуудад зориулагдсан: өөр хаяг сонгоно уу`,
    };
  if (template === "article" && !path.startsWith("/blog/"))
    return {
      en: `an article's path must start with /blog/, for example /blog${path}`,
      mn: `Нийтлэлийн хаяг «/blog/» гэж эхэлнэ, жишээ нь /blog${path}`,
    };
  return undefined;
}
