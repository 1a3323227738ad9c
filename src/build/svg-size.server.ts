/** A length of an SVG's width or height in pixels: a number, or one in px; a percentage or em says nothing of its size. */
function pixels(value: string | undefined): number | undefined {
  const match = value?.trim().match(/^(\d+(?:\.\d+)?)(px)?$/);
  return match ? Number(match[1]) : undefined;
}

const attribute = (tag: string, name: string) =>
  tag.match(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`))?.slice(1).find((v) => v !== undefined);

/**
 * The size an SVG is drawn at, for an <img>'s width and height: its width and height attributes,
 * or else its viewBox's. Undefined when it says neither.
 */
export function svgSize(text: string): { width: number; height: number } | undefined {
  const tag = text.match(/<svg\b[^>]*>/i)?.[0];
  if (!tag) return undefined;
  const box = attribute(tag, "viewBox")
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  const fromBox = box?.length === 4 && box[2] > 0 && box[3] > 0 ? { width: box[2], height: box[3] } : undefined;
  const width = pixels(attribute(tag, "width"));
  const height = pixels(attribute(tag, "height"));
  if (width && height) return { width: Math.round(width), height: Math.round(height) };
  if (!fromBox) return undefined;
  // One of the two given: the other follows from the viewBox's proportions.
  if (width) return { width: Math.round(width), height: Math.round((width * fromBox.height) / fromBox.width) };
  if (height) return { width: Math.round((height * fromBox.width) / fromBox.height), height: Math.round(height) };
  return { width: Math.round(fromBox.width), height: Math.round(fromBox.height) };
}
