import { blogListOf, isListingPath, type BlogList } from "../routes/listing.ts";
import { error, isObject, list, type Json } from "./json.ts";
import { pointerOf, type Problem } from "./problem.ts";
import { mnQuote } from "./mongolian.ts";

/** The ids of settings.blogCategories, as written. */
export function categoryIds(manifest: Json): string[] {
  return list(isObject(manifest.settings) ? manifest.settings.blogCategories : undefined)
    .map((c) => (isObject(c) ? c.id : undefined))
    .filter((id): id is string => typeof id === "string");
}

/** The blog list of a manifest as written, if it has one. */
export const blogListIn = (manifest: Json, routes: unknown[]): BlogList | undefined =>
  blogListOf(routes, categoryIds(manifest));

/**
 * One blog list per site, since it makes the blog's pages; and no page at an address the list keeps
 * for those pages (/blog/page/…, /blog/category/…), which would stand where one of them is or may be.
 */
export function blogListProblems(blog: BlogList | undefined, routes: unknown[], problems: Problem[]) {
  if (!blog) return;
  let listSeen = false;
  routes.forEach((route, i) => {
    if (!isObject(route) || route.template !== "page") return;
    list(route.blocks).forEach((block, j) => {
      if (!isObject(block) || block.type !== "blog-list") return;
      // The list's own block, the first of its page, is the one the blog's pages are made from.
      if (i === blog.index && !listSeen) {
        listSeen = true;
        return;
      }
      problems.push(
        error(
          pointerOf("routes", i, "blocks", j),
          `there is already a blog list on the page "${blog.path}" (routes[${blog.index}])`,
          `a site has one blog list, which makes the blog's pages and one page per category; remove this block, or show a few articles here with a "blog-teaser" block`,
          {
            message: `Блогийн жагсаалт ${mnQuote(blog.path)} хуудсанд аль хэдийн байна`,
            hint: "Сайт нэг л блогийн жагсаалттай байна: энэ хэсгийг хасах, эсвэл энд цөөн нийтлэлийг «сүүлийн нийтлэлүүд» хэсгээр харуулна уу",
          },
        ),
      );
    });
  });
  const base = blog.path === "/" ? "" : blog.path;
  routes.forEach((route, i) => {
    if (!isObject(route) || typeof route.path !== "string" || !isListingPath(blog.path, route.path)) return;
    problems.push(
      error(
        pointerOf("routes", i, "path"),
        `the path "${route.path}" is reserved for the blog list's own pages`,
        `the blog list on ${blog.path} makes ${base}/page/2, ${base}/page/3… and ${base}/category/ID for each category by itself: give this page a path that does not start with ${base}/page or ${base}/category`,
        {
          message: `${mnQuote(route.path)} хаяг блогийн жагсаалтын өөрийн хуудсуудад зориулагдсан`,
          hint: `${mnQuote(`${base}/page`)} эсвэл ${mnQuote(`${base}/category`)} гэж эхлээгүй өөр хаяг сонгоно уу`,
        },
      ),
    );
  });
}
