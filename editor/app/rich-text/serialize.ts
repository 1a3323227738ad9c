import type { Mark, Node } from "@tiptap/pm/model";

/**
 * A formatted text as the manifest stores it: exactly the tags and attributes the site's sanitiser
 * keeps, written the way authors wrote them by hand (`<li>text</li>`, not `<li><p>text</p></li>`;
 * a table's header row in <thead>), with no class, style or editor-only attribute. Empty
 * paragraphs are left out. An empty text is "".
 */
export function toStoredHtml(doc: Node): string {
  return blocks(doc);
}

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, "&quot;");
const attributes = (attrs: Record<string, string | null | undefined>) =>
  Object.entries(attrs)
    .filter((entry): entry is [string, string] => typeof entry[1] === "string")
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join("");

const children = (node: Node) => {
  const list: Node[] = [];
  node.forEach((child) => void list.push(child));
  return list;
};
const blocks = (node: Node) => children(node).map(block).join("");

/** A list item's or a cell's first paragraph is written as its bare text when nothing but lists follows it. */
function compact(node: Node): string {
  const [first, ...rest] = children(node);
  if (first?.type.name === "paragraph" && rest.every((n) => /List$/.test(n.type.name)))
    return inline(first) + rest.map(block).join("");
  return blocks(node);
}

function block(node: Node): string {
  switch (node.type.name) {
    case "paragraph": {
      const text = inline(node);
      return text.trim() === "" ? "" : `<p>${text}</p>`;
    }
    case "heading": {
      const text = inline(node);
      return text.trim() === "" ? "" : `<h${node.attrs.level}>${text}</h${node.attrs.level}>`;
    }
    case "bulletList":
      return `<ul>${blocks(node)}</ul>`;
    case "orderedList":
      return `<ol>${blocks(node)}</ol>`;
    case "listItem":
      return `<li>${compact(node)}</li>`;
    case "blockquote": {
      const inner = blocks(node);
      return inner === "" ? "" : `<blockquote>${inner}</blockquote>`;
    }
    case "image":
      return `<img${attributes({
        src: node.attrs.src,
        alt: node.attrs.alt ?? "",
        width: node.attrs.width?.toString(),
        height: node.attrs.height?.toString(),
      })}>`;
    case "table":
      return table(node);
    default:
      throw new Error(`A formatted text cannot hold a "${node.type.name}"`);
  }
}

/** Rows whose every cell is a header cell, at the top, are the table's head. */
function table(node: Node): string {
  const rows = children(node);
  let head = 0;
  while (head < rows.length - 1 && children(rows[head]).every((c) => c.type.name === "tableHeader")) head++;
  const row = (r: Node, inHead: boolean) =>
    `<tr>${children(r)
      .map((cell) =>
        cell.type.name === "tableHeader"
          ? `<th${attributes({ scope: cell.attrs.scope ?? (inHead ? "col" : "row") })}>${compact(cell)}</th>`
          : `<td>${compact(cell)}</td>`,
      )
      .join("")}</tr>`;
  const thead = rows.slice(0, head).map((r) => row(r, true));
  const tbody = rows.slice(head).map((r) => row(r, false));
  return `<table>${thead.length ? `<thead>${thead.join("")}</thead>` : ""}<tbody>${tbody.join("")}</tbody></table>`;
}

const markTags: Record<string, string> = { bold: "strong", italic: "em", link: "a" };
const open = (mark: Mark) =>
  mark.type.name === "link" ? `<a${attributes({ href: mark.attrs.href })}>` : `<${markTags[mark.type.name]}>`;
const close = (mark: Mark) => `</${markTags[mark.type.name]}>`;

/** Inline content, each mark opened where it starts and closed where it ends, nested as the schema ranks them. */
function inline(node: Node): string {
  let html = "";
  const opened: Mark[] = [];
  for (const child of children(node)) {
    const marks = child.marks.filter((m) => m.type.name in markTags);
    let keep = 0;
    while (keep < opened.length && keep < marks.length && opened[keep].eq(marks[keep])) keep++;
    while (opened.length > keep) html += close(opened.pop()!);
    for (const mark of marks.slice(keep)) {
      html += open(mark);
      opened.push(mark);
    }
    if (child.isText) html += escapeText(child.text ?? "");
    else if (child.type.name === "hardBreak") html += "<br>";
  }
  while (opened.length) html += close(opened.pop()!);
  return html;
}
