// The checklist's type and colours: each text style a face (regular or bold), a size from the
// theme's print scale and a colour of the site's.
import type { Color, PDFFont } from "pdf-lib";
import { rgb } from "./pdf-lib.server";
import { theme } from "../theme";
import type { ChecklistFont } from "./fonts.server";
import type { TextStyle } from "./sheet.server";

const { print, color } = theme;

/** A colour written #rgb or #rrggbb. */
export const hex = (value: string): Color => {
  const digits = value.slice(1).replace(/^(.)(.)(.)$/, "$1$1$2$2$3$3");
  const n = parseInt(digits, 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
};

export const ink = {
  brand: hex(color.brand),
  accent: hex(color.accent),
  teal: hex(color.teal),
  text: hex(color.text),
  muted: hex(color.muted),
  border: hex(color.border),
  subtle: hex(color.subtle),
};

export type Face = { font: PDFFont; metrics: ChecklistFont };
export type Styles = ReturnType<typeof styles>;

/** The text styles, with every size `scale` times the theme's. */
export function styles(regular: Face, bold: Face, scale: number) {
  const { fontSize: s, lineHeight: lh } = print;
  const make = (face: Face, size: number, tint: Color, lineHeight: number = lh.body): TextStyle => ({
    ...face,
    size: size * scale,
    color: tint,
    lineHeight,
  });
  return {
    brand: make(bold, s.brand, ink.brand, lh.tight),
    above: make(bold, s.body, ink.teal, lh.tight),
    title: make(bold, s.title, ink.brand, lh.tight),
    lead: make(regular, s.body, ink.muted),
    heading: make(bold, s.heading, ink.brand, lh.tight),
    label: make(regular, s.label, ink.muted, lh.tight),
    figure: make(bold, s.figure, ink.brand, lh.tight),
    body: make(regular, s.body, ink.text),
    strong: make(bold, s.body, ink.brand),
    small: make(regular, s.small, ink.muted, lh.tight),
  };
}
