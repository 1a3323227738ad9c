import { theme } from "../theme";
import { classOf } from "./styled";
import { usePicture } from "./pictures";

/** A <picture> only chooses among its files; the <img> inside is what is laid out and styled. */
const wrapper = classOf({ display: "contents" });

/** A sizes attribute: the picture is drawn `wide` from the md breakpoint up, `phone` below it (the window's width unless told). */
export const pictureSizes = (wide: string, phone = "100vw") =>
  `(min-width: ${theme.breakpoint.md}px) ${wide}, ${phone}`;

export interface PictureProps {
  /** The picture's path from the site's root, as the manifest writes it (/images/…). */
  src: string;
  alt: string;
  /** How wide the picture is drawn at each window width (the sizes attribute), so that a phone fetches a phone-sized file. */
  sizes: string;
  /** The largest picture of the first screen: fetched first instead of lazily. One per page at most. */
  priority?: boolean;
  className?: string;
}

/**
 * A picture of public/images/ as the build made it (src/build/images.server.ts): a photo in AVIF and
 * WebP with a JPEG or PNG fallback, each at several widths; an SVG as it is. Width and height are
 * the file's own, so that the page keeps its place while it loads; pictures below the first screen
 * load lazily, when they come near it.
 */
export function Picture({ src, alt, sizes, priority = false, className }: PictureProps) {
  const files = usePicture(src);
  const loading = priority ? ({ fetchPriority: "high" } as const) : ({ loading: "lazy", decoding: "async" } as const);
  const img = (
    <img
      className={className}
      src={files?.src ?? src}
      srcSet={files?.srcset}
      sizes={files?.srcset ? sizes : undefined}
      width={files?.width}
      height={files?.height}
      alt={alt}
      {...loading}
    />
  );
  if (!files?.sources) return img;
  return (
    <picture className={wrapper}>
      {files.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
