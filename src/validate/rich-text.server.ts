import { allowedAttributesOf, allowedTags, elementsOf, isLocalPicture } from "../manifest/sanitize.server";
import { error } from "./json";
import { linkKind, splitAnchor, unsafeReason } from "./links";
import { segmentsOf, type Problem } from "./problem";
import { didYouMean } from "./suggest";

function valueAt(data: unknown, pointer: string): unknown {
  let value = data;
  for (const segment of segmentsOf(pointer)) value = typeof value === "object" && value !== null ? (value as Record<string, unknown>)[segment] : undefined;
  return value;
}

const allowedList = allowedTags.map((t) => `<${t}>`).join(", ");
const listed = (items: string[]) => (items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}` : items[0]);

/**
 * The links and pictures of each rich text must be safe and lead somewhere; whatever the build's
 * sanitiser would remove is a warning, so that nobody is surprised by a missing part of a page.
 */
export function richTextProblems(data: unknown, pointers: string[], paths: Set<string>): Problem[] {
  const problems: Problem[] = [];
  for (const pointer of new Set(pointers)) {
    const html = valueAt(data, pointer);
    if (typeof html !== "string" || !html.includes("<")) continue;
    const removed = new Set<string>();
    for (const { tag, attribs } of elementsOf(html)) {
      if (!allowedTags.includes(tag)) removed.add(`<${tag}>`);
      for (const name of Object.keys(attribs)) if (!allowedAttributesOf(tag).includes(name)) removed.add(`${name}="…" on <${tag}>`);
      const url = tag === "a" ? attribs.href : tag === "img" ? attribs.src : undefined;
      if (url === undefined || !allowedTags.includes(tag)) continue;
      const kind = linkKind(url);
      if (kind === "unsafe") problems.push(error(pointer, `the link ${JSON.stringify(url)} in this text is not allowed`, unsafeReason(url)));
      else if (tag === "img" && !isLocalPicture(url)) removed.add(`the picture ${JSON.stringify(url)} (pictures must be files in public/, such as /images/photo.jpg)`);
      else if (kind === "internal" && tag === "a" && !paths.has(splitAnchor(url)[0]))
        problems.push(error(pointer, `the link ${JSON.stringify(url)} in this text goes to no page`, didYouMean(splitAnchor(url)[0], paths) ?? "link to a page that exists"));
    }
    if (removed.size)
      problems.push({ severity: "warning", pointer, message: `${listed([...removed])} will be removed from this text when the site is built`, hint: `formatted text may use ${allowedList}` });
  }
  return problems;
}
