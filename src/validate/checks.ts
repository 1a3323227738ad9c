import { error, isObject, list, type Json } from "./json.ts";
import { splitAnchor } from "../content/links.ts";
import type { Problem } from "./problem.ts";
import { pointerOf } from "./problem.ts";
import { didYouMean } from "./suggest.ts";
import { visaFinders } from "./finder.ts";
import { factToken } from "../content/facts.ts";
import { isUnfinished, unfinishedProblems } from "./unfinished.ts";
import type { SectionLink } from "./ajv.server.ts";
import { blogListIn, blogListProblems, categoryIds } from "./blog-list.ts";
import { otherPaths } from "../routes/listing.ts";
import { redirectProblems } from "./redirects.ts";
import { pluralProblems } from "./plural.ts";
import { figureProblems } from "./figures.ts";
import { listed, quoted } from "./printable.ts";

/**
 * Calls visit for every string in the data, in the order they are written. Walked without
 * recursion so deep junk cannot overflow; only objects and lists are remembered, and a pointer is
 * only spelt out on request: a large manifest has millions of strings and few problems.
 */
function eachString(root: unknown, visit: (value: string, pointer: () => string) => void) {
  const parents: number[] = [0];
  const keys: (string | number)[] = [""];
  const pointerAt = (node: number, last: string | number) => {
    const segments: (string | number)[] = [last];
    for (let n = node; n > 0; n = parents[n]) segments.push(keys[n]);
    return pointerOf(...segments.reverse());
  };
  if (typeof root === "string") visit(root, () => "");
  interface Open {
    value: Json | unknown[];
    names: string[] | undefined;
    next: number;
    node: number;
  }
  const open = (value: object, node: number): Open => ({
    value: value as Json,
    names: Array.isArray(value) ? undefined : Object.keys(value),
    next: 0,
    node,
  });
  const stack: Open[] = typeof root === "object" && root !== null ? [open(root, 0)] : [];
  while (stack.length) {
    const top = stack[stack.length - 1];
    const key = top.names ? top.names[top.next] : top.next;
    if (top.next++ >= (top.names ?? (top.value as unknown[])).length) {
      stack.pop();
      continue;
    }
    const child = (top.value as Record<string | number, unknown>)[key];
    if (typeof child === "string") visit(child, () => pointerAt(top.node, key));
    else if (typeof child === "object" && child !== null) {
      parents.push(top.node);
      keys.push(key);
      stack.push(open(child, parents.length - 1));
    }
  }
}

function uniquePaths(routes: unknown[], problems: Problem[]): Map<string, Json> {
  const byPath = new Map<string, Json>();
  const first = new Map<string, number>();
  routes.forEach((route, i) => {
    if (!isObject(route) || typeof route.path !== "string") return;
    const pointer = pointerOf("routes", i, "path");
    if (route.path === "/en" || route.path.startsWith("/en/") || route.path === "/404")
      problems.push(
        error(
          pointer,
          `the path ${quoted(route.path)} is reserved`,
          "paths under /en are made automatically for the English pages, and /404 is the page-not-found page",
        ),
      );
    if (first.has(route.path)) {
      problems.push(
        error(
          pointer,
          `the path ${quoted(route.path)} is already used by another page (routes[${first.get(route.path)}])`,
          "every page needs its own path",
        ),
      );
      return;
    }
    first.set(route.path, i);
    byPath.set(route.path, route);
  });
  return byPath;
}

function articles(manifest: Json, routes: unknown[], problems: Problem[]) {
  const categories = categoryIds(manifest);
  categories.forEach((id, i) => {
    if (categories.indexOf(id) !== i)
      problems.push(
        error(pointerOf("settings", "blogCategories", i, "id"), `the category id ${quoted(id)} is used twice`),
      );
  });
  routes.forEach((route, i) => {
    if (!isObject(route) || route.template !== "article") return;
    if (typeof route.path === "string" && !route.path.startsWith("/blog/"))
      problems.push(
        error(
          pointerOf("routes", i, "path"),
          `an article's path must start with /blog/, not ${quoted(route.path)}`,
          `for example /blog${route.path}`,
        ),
      );
    if (typeof route.category === "string" && !categories.includes(route.category))
      problems.push(
        error(
          pointerOf("routes", i, "category"),
          `${quoted(route.category)} is not one of the blog categories`,
          `${didYouMean(route.category, categories) ?? ""} categories (settings.blogCategories): ${listed(categories)}`.trim(),
        ),
      );
  });
}

/** Fact tokens ({{clients}}) must name a fact, inside a text with mn and en, and not inside a fact. */
function facts(value: string, pointer: () => string, known: Json, problems: Problem[]) {
  for (const [token, name] of value.matchAll(factToken)) {
    const at = pointer();
    if (!/\/(mn|en)$/.test(at)) problems.push(error(at, `${token} can only be used in a text with "mn" and "en"`));
    else if (at.startsWith("/settings/facts/"))
      problems.push(error(at, `a fact cannot show another fact (${token})`, "write the figure itself here"));
    else if (!Object.hasOwn(known, name) || !isObject(known[name]))
      problems.push(
        error(
          at,
          `there is no fact called ${quoted(name)}`,
          `${didYouMean(name, Object.keys(known)) ?? ""} facts are written once in settings.facts${Object.keys(known).length ? `: ${listed(Object.keys(known))}` : ""}`.trim(),
        ),
      );
  }
}

/** Every string, once: facts must exist; placeholder texts are reported. */
function strings(manifest: Json, problems: Problem[]) {
  const known = isObject(manifest.settings) && isObject(manifest.settings.facts) ? manifest.settings.facts : {};
  const unfinished: string[] = [];
  eachString(manifest, (value, pointer) => {
    if (isUnfinished(value)) unfinished.push(pointer());
    if (value.includes("{{")) facts(value, pointer, known, problems);
  });
  problems.push(...unfinishedProblems(manifest, unfinished));
}

/**
 * A link to a section of a page (/about#team) must name an anchor of that page's blocks. A link to
 * a page that does not exist is the schema's to report. Links inside rich text are checked by
 * rich-text.server.ts.
 */
function sections(links: SectionLink[], byPath: Map<string, Json>, problems: Problem[]) {
  for (const { pointer, href } of links) {
    const [path, anchor] = splitAnchor(href);
    const target = byPath.get(path);
    if (!target || !anchor) continue;
    const anchors = list(target.blocks)
      .map((b) => (isObject(b) ? b.anchor : undefined))
      .filter((a): a is string => typeof a === "string");
    if (!anchors.includes(anchor))
      problems.push(
        error(
          pointer,
          `the page ${quoted(path)} has no section ${quoted("#" + anchor)}`,
          anchors.length
            ? `${didYouMean(anchor, anchors) ?? ""} sections with an anchor there: ${listed(anchors.map((a) => "#" + a))}`.trim()
            : 'give a block of that page an "anchor"',
        ),
      );
  }
}

/** The checks a schema cannot express: uniqueness and references between parts of the manifest. */
export function crossChecks(manifest: unknown, templates: readonly string[], sectionLinks: SectionLink[]): Problem[] {
  // Without a list of pages there is nothing to check links against; the schema reports the shape.
  if (!isObject(manifest) || !Array.isArray(manifest.routes)) return [];
  const problems: Problem[] = [];
  const routes = manifest.routes;
  const byPath = uniquePaths(routes, problems);
  articles(manifest, routes, problems);
  const blog = blogListIn(manifest, routes);
  blogListProblems(blog, routes, problems);
  problems.push(...redirectProblems(manifest, byPath, new Set(otherPaths(blog))));
  strings(manifest, problems);
  problems.push(...pluralProblems(manifest));
  problems.push(...figureProblems(manifest));
  sections(sectionLinks, byPath, problems);
  // A page whose template is misspelt is reported once, by the schema, not again by every rule naming it.
  const drawn = new Map([...byPath].filter(([, route]) => templates.includes(route.template as string)));
  const facts = isObject(manifest.settings) && isObject(manifest.settings.facts) ? manifest.settings.facts : {};
  visaFinders(routes, drawn, problems, facts);
  return problems;
}
