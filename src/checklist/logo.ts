/** A logo as PDF draws it: its size in the SVG's units and its shapes, each an SVG path with its fill. */
export interface Logo {
  /** The viewBox's origin. */
  x: number;
  y: number;
  width: number;
  height: number;
  shapes: { d: string; fill: string }[];
}

const attributes = (tag: string) =>
  Object.fromEntries([...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]));

/** A rectangle with rounded corners (rx) as path data. */
function rectPath(x: number, y: number, w: number, h: number, r: number): string {
  if (!r) return `M${x} ${y}H${x + w}V${y + h}H${x}Z`;
  const arc = (tx: number, ty: number) => `A${r} ${r} 0 0 1 ${tx} ${ty}`;
  return (
    `M${x + r} ${y}H${x + w - r}${arc(x + w, y + r)}V${y + h - r}${arc(x + w - r, y + h)}` +
    `H${x + r}${arc(x, y + h - r)}V${y + r}${arc(x + r, y)}Z`
  );
}

/**
 * The shapes of a logo drawn as flat SVG (the brand's files in public/images/brand/: filled paths
 * and rectangles in a viewBox, the wordmark already turned into outlines). Anything else in the
 * file (text, gradients, transforms) is not drawn; undefined when it has no viewBox or no shapes.
 */
export function parseLogo(svg: string): Logo | undefined {
  const root = svg.match(/<svg\b[^>]*>/)?.[0];
  const viewBox =
    root &&
    attributes(root)
      .viewBox?.trim()
      .split(/[\s,]+/)
      .map(Number);
  if (!viewBox || viewBox.length !== 4 || viewBox.some(Number.isNaN)) return undefined;
  const [minX, minY, width, height] = viewBox;
  const shapes: Logo["shapes"] = [];
  for (const [tag, name] of svg.matchAll(/<(path|rect)\b[^>]*>/g)) {
    const a = attributes(tag);
    if (!a.fill || a.fill === "none" || a.transform) continue;
    const n = (key: string) => Number(a[key] ?? 0);
    const d = name === "rect" ? rectPath(n("x"), n("y"), n("width"), n("height"), n("rx") || n("ry")) : a.d;
    if (d) shapes.push({ d, fill: a.fill });
  }
  return shapes.length ? { x: minX, y: minY, width, height, shapes } : undefined;
}
