import { allowedAttributesOf, allowedTags, elementsOf, isLocalPicture } from "../content/sanitize.server.ts";
import { error } from "./json.ts";
import { splitAnchor } from "../content/links.ts";
import { unsafeReason, writtenLinkKind } from "../content/links.server.ts";
import { segmentsOf, type Problem } from "./problem.ts";
import { didYouMean } from "./suggest.ts";
import { movedHint } from "./redirects.ts";

function valueAt(data: unknown, pointer: string): unknown {
  let value = data;
  for (const segment of segmentsOf(pointer))
    value = typeof value === "object" && value !== null ? (value as Record<string, unknown>)[segment] : undefined;
  return value;
}

const allowedList = allowedTags.map((t) => `<${t}>`).join(", ");
const listed = (items: string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}` : items[0];

/**
 * Whatever the build's sanitiser would remove from a rich text (tags, attributes, unsafe links,
 * other sites' pictures) is a warning, so that nobody is surprised by a missing part of a page; a
 * link to a page that does not exist, or to a draft, is an error.
 */
export function richTextProblems(
  data: unknown,
  pointers: string[],
  paths: Set<string>,
  drafts: Set<string> = new Set(),
  moved: ReadonlyMap<string, string> = new Map(),
): Problem[] {
  const problems: Problem[] = [];
  for (const pointer of new Set(pointers)) {
    const html = valueAt(data, pointer);
    if (typeof html !== "string" || !html.includes("<")) continue;
    const removed = new Set<string>();
    for (const { tag, attribs } of elementsOf(html)) {
      if (!allowedTags.includes(tag)) removed.add(`<${tag}>`);
      for (const name of Object.keys(attribs))
        if (!allowedAttributesOf(tag).includes(name)) removed.add(`${name}="…" on <${tag}>`);
      if (!allowedTags.includes(tag)) continue;
      if (tag === "img" && !isLocalPicture(attribs.src))
        removed.add(
          `the picture ${JSON.stringify(attribs.src ?? "")} (pictures must be files in public/, such as /images/photo.jpg)`,
        );
      const href = tag === "a" ? attribs.href : undefined;
      if (href === undefined) continue;
      const kind = writtenLinkKind(href);
      if (kind === "unsafe") removed.add(`the link ${JSON.stringify(href)} (${unsafeReason(href)})`);
      else if (kind === "internal" && !paths.has(splitAnchor(href)[0]))
        problems.push(
          error(
            pointer,
            `the link ${JSON.stringify(href)} in this text goes to no page`,
            movedHint(splitAnchor(href)[0], moved) ??
              didYouMean(splitAnchor(href)[0], paths) ??
              "link to a page that exists",
          ),
        );
      else if (kind === "internal" && drafts.has(splitAnchor(href)[0]))
        problems.push(
          error(
            pointer,
            `the link ${JSON.stringify(href)} in this text goes to the draft ${splitAnchor(href)[0]}, which is not published`,
            'publish that page first ("status": "published"), or link to another page',
          ),
        );
    }
    if (removed.size)
      problems.push({
        severity: "warning",
        pointer,
        message: `${listed([...removed])} will be removed from this text when the site is built`,
        hint: `formatted text may use ${allowedList}`,
      });
  }
  return problems;
}
