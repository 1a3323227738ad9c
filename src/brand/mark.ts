import { theme } from "../theme.ts";

/** The mark's square, in the SVG's units. */
export const markSide = 64;

/** The mark: an open book (learning) under a four-pointed star (a guide, a journey), on a navy tile. */
export const markShapes = [
  `<rect width="${markSide}" height="${markSide}" rx="14" fill="${theme.color.brand}"/>`,
  `<path d="M31 50.5C25 46.5 17.5 45 10 45.5V23.5C17.5 23 25 24.5 31 28.5Z" fill="${theme.color.surface}"/>`,
  `<path d="M33 50.5C39 46.5 46.5 45 54 45.5V23.5C46.5 23 39 24.5 33 28.5Z" fill="${theme.color.teal}"/>`,
  `<path d="M32 5Q33.6 14.4 42 16Q33.6 17.6 32 27Q30.4 17.6 22 16Q30.4 14.4 32 5Z" fill="${theme.color.accent}"/>`,
].join("");

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");

/** An SVG file `width` wide and as tall as the mark, named `title` for assistive technology (when given). */
export const brandSvg = (width: number, title: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${markSide}" width="${width}" height="${markSide}"${
    title ? ` role="img" aria-label="${escape(title)}"><title>${escape(title)}</title>` : ">"
  }${body}</svg>\n`;

/** The mark alone, as an SVG file: public/images/brand/mark.svg, and the icons of a site whose manifest names no logo. */
export const drawMark = (name: string) => brandSvg(markSide, name, markShapes);
