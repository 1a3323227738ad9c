import { linkKind } from "../../../src/content/links";

/**
 * Text pasted from Word or Google Docs reduced to what a formatted text may hold, before the
 * editor's schema reads it: no styles, classes, fonts, spans, comments, Office tags (o:p), Google
 * Docs' wrapping <b id="docs-internal-guid-…">, empty paragraphs or pictures from elsewhere. What the
 * styles meant is kept: bold and italic spans become <strong> and <em>, Word's list paragraphs
 * real lists, a document's title heading (h1) the text's first level (h2).
 */
export function cleanPastedHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, "text/html");
  const body = doc.body;
  dropWordListMarkers(body);
  const walker = doc.createTreeWalker(body, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  comments.forEach((c) => c.parentNode?.removeChild(c));
  for (const el of [...body.querySelectorAll("style, script, meta, link, title, xml, template")]) el.remove();
  for (const el of [...body.getElementsByTagName("*")]) {
    // Office's own tags (o:p, v:shape, w:sdt…): their few words are kept, their drawings not.
    if (el.tagName.includes(":")) {
      if (/^v:/i.test(el.tagName) || /^o:p$/i.test(el.tagName)) el.remove();
      else el.replaceWith(...el.childNodes);
    }
  }
  for (const b of [...body.querySelectorAll('b[id^="docs-internal-guid"]')]) b.replaceWith(...b.childNodes);
  wordLists(body);
  for (const el of [...body.querySelectorAll("span, font")]) styledAsMarks(el as HTMLElement);
  for (const img of [...body.querySelectorAll("img")])
    if (linkKind(img.getAttribute("src") ?? "") !== "internal") img.remove();
  for (const h of [...body.querySelectorAll("h1, h5, h6")]) rename(h, h.tagName === "H1" ? "h2" : "h4");
  for (const el of [...body.getElementsByTagName("*")]) {
    for (const name of el.getAttributeNames())
      if (!["href", "src", "alt", "scope", "colspan", "rowspan"].includes(name)) el.removeAttribute(name);
  }
  const text = doc.createTreeWalker(body, NodeFilter.SHOW_TEXT);
  while (text.nextNode()) text.currentNode.textContent = text.currentNode.textContent!.replace(/\u00a0/g, " ");
  dropEmpty(body);
  return body.innerHTML;
}

function rename(el: Element, tag: string): Element {
  const next = el.ownerDocument.createElement(tag);
  next.append(...el.childNodes);
  for (const name of el.getAttributeNames()) next.setAttribute(name, el.getAttribute(name)!);
  el.replaceWith(next);
  return next;
}

/** A span whose style makes it bold or italic becomes <strong> or <em>; any other span or font is its text. */
function styledAsMarks(el: HTMLElement) {
  const weight = el.style.fontWeight;
  const bold = weight === "bold" || weight === "bolder" || Number(weight) >= 600;
  const italic = el.style.fontStyle === "italic";
  let inner: Node[] = [...el.childNodes];
  if (italic) {
    const em = el.ownerDocument.createElement("em");
    em.append(...inner);
    inner = [em];
  }
  if (bold) {
    const strong = el.ownerDocument.createElement("strong");
    strong.append(...inner);
    inner = [strong];
  }
  el.replaceWith(...inner);
}

/** Word writes a list item's bullet or number as text between <!--[if !supportLists]--> and <!--[endif]-->, or in a span styled mso-list:Ignore. */
function dropWordListMarkers(body: HTMLElement) {
  for (const el of [...body.querySelectorAll<HTMLElement>("[style*='mso-list']")])
    if (/mso-list:\s*ignore/i.test(el.getAttribute("style") ?? "")) {
      const paragraph = el.closest("p");
      if (paragraph && !paragraph.dataset.marker) paragraph.dataset.marker = el.textContent ?? "";
      el.remove();
    }
  const walker = body.ownerDocument.createTreeWalker(body, NodeFilter.SHOW_COMMENT);
  const starts: Comment[] = [];
  while (walker.nextNode())
    if (/\[if !supportLists\]/.test(walker.currentNode.nodeValue ?? "")) starts.push(walker.currentNode as Comment);
  for (const start of starts) {
    let node = start.nextSibling;
    let marker = "";
    while (node && !(node.nodeType === 8 && /\[endif\]/.test(node.nodeValue ?? ""))) {
      const next = node.nextSibling;
      marker += node.textContent ?? "";
      node.parentNode?.removeChild(node);
      node = next;
    }
    const paragraph = start.parentElement?.closest("p");
    if (paragraph && !paragraph.dataset.marker) paragraph.dataset.marker = marker;
  }
}

/**
 * Word's list items are paragraphs styled `mso-list:l0 level1 lfo1`; consecutive ones become a list,
 * numbered when their marker was a number or letter, nested by their level.
 */
function wordLists(body: HTMLElement) {
  const level = (p: Element) => Number(/mso-list:[^;"']*level(\d+)/i.exec(p.getAttribute("style") ?? "")?.[1] ?? 0);
  const items = [...body.querySelectorAll("p")].filter((p) => level(p) > 0);
  // The open lists, outermost first; an item continues them when it follows the outermost directly.
  const stack: { list: HTMLElement; level: number }[] = [];
  for (const p of items) {
    const depth = level(p);
    const ordered = /^\s*\(?[0-9a-zA-Z]{1,4}[.)]/.test((p as HTMLElement).dataset.marker ?? "");
    if (!stack.length || p.previousElementSibling !== stack[0].list) stack.length = 0;
    while (stack.length && stack[stack.length - 1].level > depth) stack.pop();
    const li = body.ownerDocument.createElement("li");
    li.append(...p.childNodes);
    const top = stack[stack.length - 1];
    if (top && top.level === depth) {
      top.list.append(li);
      p.remove();
    } else {
      const list = body.ownerDocument.createElement(ordered ? "ol" : "ul");
      list.append(li);
      if (top) {
        (top.list.lastElementChild ?? top.list).append(list);
        p.remove();
      } else p.replaceWith(list);
      stack.push({ list, level: depth });
    }
  }
}

/** Paragraphs and headings with no words or picture, and line breaks between or at the end of blocks. */
function dropEmpty(body: HTMLElement) {
  for (const br of [...body.querySelectorAll("br")]) {
    const parent = br.parentElement!;
    if (parent === body || /^(DIV|LI|TD|TH|BLOCKQUOTE|UL|OL)$/.test(parent.tagName) || !hasContentAfter(br))
      br.remove();
  }
  for (const el of [...body.querySelectorAll("p, h2, h3, h4, li, blockquote")].reverse())
    if (!el.textContent!.trim() && !el.querySelector("img")) el.remove();
}

const hasContentAfter = (node: Node) => {
  for (let next = node.nextSibling; next; next = next.nextSibling)
    if (next.nodeType !== 3 || next.textContent!.trim()) return true;
  return false;
};
