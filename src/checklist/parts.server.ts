// The checklist's repeated parts: a section's title, panels of labelled values, and lists whose
// items each sit beside a box to tick or a bullet.
import type { Color } from "pdf-lib";
import { theme } from "../theme";
import type { Sheet, TextStyle } from "./sheet.server";
import { ink, type Styles } from "./style.server";

const { print } = theme;

/** A section's title over a thin rule, kept on the page of the first thing under it (`next` high). */
export function sectionTitle(sheet: Sheet, text: string, style: Styles, next: number) {
  const lines = sheet.lines(text, sheet.width, style.heading);
  const height = lines.length * sheet.lineHeight(style.heading) + print.space.xs + print.rule.hair + print.space.sm;
  sheet.keep(height + next);
  sheet.drawLines(lines, sheet.left, style.heading);
  sheet.advance(lines.length * sheet.lineHeight(style.heading) + print.space.xs);
  sheet.rule(ink.border, print.rule.hair);
  sheet.advance(print.space.sm);
}

export interface Cell {
  label: string;
  value: string;
  link?: string;
}

/**
 * Labelled values in a tinted panel, `columns` to a row, each a label over its value; above them,
 * a title when given. With `bar`, the panel has a coloured bar on its left. Kept on one page.
 */
export function cells(
  sheet: Sheet,
  items: Cell[],
  columns: number,
  label: TextStyle,
  value: TextStyle,
  { title, bar }: { title?: { text: string; style: TextStyle }; bar?: Color } = {},
) {
  if (!items.length) return;
  const pad = print.space.md;
  const inset = bar ? print.rule.thick + pad : pad;
  const inner = sheet.width - inset - pad;
  const cell = (inner - (columns - 1) * print.space.lg) / columns;
  const laid = items.map((item) => ({
    ...item,
    label: sheet.lines(item.label, cell, label),
    value: sheet.lines(item.value, cell, value),
  }));
  const heightOf = (c: (typeof laid)[number]) =>
    c.label.length * sheet.lineHeight(label) + print.space.xs + c.value.length * sheet.lineHeight(value);
  const rows = Array.from({ length: Math.ceil(laid.length / columns) }, (_, r) =>
    laid.slice(r * columns, (r + 1) * columns),
  );
  const heights = rows.map((row) => Math.max(...row.map(heightOf)));
  const heading = title && sheet.lines(title.text, inner, title.style);
  const headingHeight = heading ? heading.length * sheet.lineHeight(title.style) + print.space.md : 0;
  const height = 2 * pad + headingHeight + heights.reduce((sum, h) => sum + h, 0) + (rows.length - 1) * print.space.md;
  sheet.panel(height, ink.subtle, bar);
  sheet.advance(pad);
  if (heading) {
    sheet.drawLines(heading, sheet.left + inset, title.style);
    sheet.advance(headingHeight);
  }
  rows.forEach((row, r) => {
    row.forEach((c, i) => {
      const x = sheet.left + inset + i * (cell + print.space.lg);
      sheet.drawLines(c.label, x, label);
      const below = sheet.top + c.label.length * sheet.lineHeight(label) + print.space.xs;
      sheet.drawLines(c.value, x, value, below);
      if (c.link)
        sheet.link(
          c.link,
          x,
          below,
          Math.max(...c.value.map((line) => sheet.measure(line, value))),
          c.value.length * sheet.lineHeight(value),
        );
    });
    sheet.advance(heights[r] + (r < rows.length - 1 ? print.space.md : 0));
  });
  sheet.advance(pad);
}

/** A titled list: each item beside a box to tick, or a bullet; an item is never split between pages. */
export function list(sheet: Sheet, title: string, items: string[], mark: "box" | "bullet", style: Styles) {
  if (!items.length) return;
  const indent = print.box + print.space.md;
  const laid = items.map((item) => sheet.lines(item, sheet.width - indent, style.body));
  const heightOf = (lines: string[]) => lines.length * sheet.lineHeight(style.body);
  sectionTitle(sheet, title, style, heightOf(laid[0]));
  for (const lines of laid) {
    sheet.keep(heightOf(lines));
    // The mark sits on the first line: the box centred on its capitals, the bullet on its small letters.
    const baseline = sheet.baseline(sheet.top, style.body);
    const { size, metrics } = style.body;
    if (mark === "box") sheet.box(sheet.left, baseline - (metrics.capHeight * size) / 2, print.box, ink.brand);
    else sheet.dot(sheet.left + print.box / 2, baseline - (metrics.xHeight * size) / 2, print.bullet, ink.teal);
    sheet.drawLines(lines, sheet.left + indent, style.body);
    sheet.advance(heightOf(lines) + print.space.xs);
  }
  sheet.advance(print.space.lg);
}
