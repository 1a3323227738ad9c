import { Parser } from "htmlparser2";

/** Something in an SVG (or other XML file) that could run script or load from elsewhere, and where. */
export interface Danger {
  what: string;
  /** Offset in the file's text. */
  offset: number;
}

const xhtml = "http://www.w3.org/1999/xhtml";
/** Elements that run script, hold HTML or embed another document. */
const refusedElements: Record<string, string> = {
  script: "a <script> element",
  handler: "a <handler> element (a script)",
  listener: "a <listener> element (a script)",
  foreignobject: "a <foreignObject> element (HTML inside the picture)",
  iframe: "an <iframe> element",
  frame: "a <frame> element",
  embed: "an <embed> element",
  object: "an <object> element",
  base: "a <base> element",
};
const animations = ["animate", "set", "animatemotion", "animatetransform", "animatecolor"];
const pictureElements = ["image", "feimage"];

/** "svg:script" → "script": a prefix does not change what an element does. */
const localName = (name: string) => name.slice(name.indexOf(":") + 1).toLowerCase();
// eslint-disable-next-line no-control-regex -- a browser drops these from an address
const plainUrl = (value: string) => value.replace(/[\u0000-\u0020]/g, "");

/**
 * Whether an address in an SVG stays inside the picture or the site: a #fragment, a path of the
 * site, or (for a picture) a data: image. Another site's address, `//host`, javascript: and every
 * other scheme are refused.
 */
function staysHome(value: string, element: string): boolean {
  const url = plainUrl(value);
  if (url.startsWith("#")) return true;
  if (pictureElements.includes(element) && /^data:image\/(png|jpeg|gif|webp);/i.test(url)) return true;
  return !/^[a-z][a-z0-9+.-]*:/i.test(url) && !/^[/\\]{2}/.test(url);
}

/** What a stylesheet or a style attribute holds that could load from elsewhere or run script. */
export function styleDangers(css: string): string[] {
  const found: string[] = [];
  if (/@import/i.test(css)) found.push("an @import of another stylesheet");
  // CSS escapes can spell url( or an address past any check.
  if (css.includes("\\")) found.push("an escaped character (\\) in a style");
  if (/javascript:|expression\s*\(|-moz-binding|behavior\s*:/i.test(css)) found.push("script in a style");
  if (/(^|[^\w-])(-webkit-)?(image-set|image|cross-fade|element|src)\s*\(/i.test(css))
    found.push("a style that loads a picture from an address");
  for (const match of css.matchAll(/url\s*\(\s*(["']?)([^"')]*)/gi))
    if (!plainUrl(match[2]).startsWith("#")) found.push(`a style that loads url(${match[1]}${match[2]}${match[1]})`);
  return found;
}

/**
 * Reads an SVG (or any XML file) as a browser opening it would, and lists what could run script
 * or load something from elsewhere: script elements, event attributes (onload…), HTML inside
 * (foreignObject, the XHTML namespace), links, addresses outside the site, stylesheets and
 * entity declarations. A picture drawn by a design program has none of these.
 */
export function svgDangers(text: string): Danger[] {
  const dangers: Danger[] = [];
  // The text of the <style> element open, and where it starts: checked whole once it closes.
  let style: { text: string; offset: number } | undefined;
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        const at = parser.startIndex;
        const add = (what: string) => dangers.push({ what, offset: at });
        const element = localName(name);
        if (refusedElements[element]) add(refusedElements[element]);
        for (const [attribute, value] of Object.entries(attribs)) {
          const local = localName(attribute);
          if (attribute === "xmlns" || attribute.startsWith("xmlns:")) {
            if (value.trim() === xhtml) add("HTML inside the picture (the XHTML namespace)");
          } else if (local.startsWith("on")) add(`an event attribute ${attribute}="…" on <${name}>`);
          else if (attribute === "xml:base") add(`xml:base on <${name}>, which changes where its addresses lead`);
          else if (local === "href" && element === "a") add(`a link <${name} ${attribute}="${value}">`);
          else if (local === "href" && !staysHome(value, element))
            add(`<${name} ${attribute}="${value}">, an address outside the site`);
          else if (animations.includes(element) && local === "attributename") {
            const target = localName(value);
            if (target === "href" || target.startsWith("on")) add(`<${name}> changing ${value}`);
          }
          if (local === "style" || /url\s*\(/i.test(value))
            for (const what of styleDangers(value)) add(`${what} in ${attribute}="…" on <${name}>`);
        }
        if (element === "style") style = { text: "", offset: at };
      },
      onclosetag(name) {
        if (localName(name) !== "style" || !style) return;
        for (const what of styleDangers(style.text)) dangers.push({ what: `${what} in <style>`, offset: style.offset });
        style = undefined;
      },
      ontext(text) {
        if (style) style.text += text;
      },
      onprocessinginstruction(name, data) {
        const at = parser.startIndex;
        if (name.toLowerCase() === "?xml-stylesheet")
          dangers.push({ what: "a stylesheet or transformation from another file (<?xml-stylesheet?>)", offset: at });
        else if (name.startsWith("!") && (name.toLowerCase() !== "!doctype" || data.includes("[")))
          dangers.push({ what: "declarations of entities (<!DOCTYPE … [ … ]>), which can hide markup", offset: at });
      },
    },
    { xmlMode: true, decodeEntities: true, recognizeCDATA: true },
  );
  parser.write(text);
  parser.end();
  return dangers;
}
