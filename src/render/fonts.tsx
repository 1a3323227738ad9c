import { theme } from "../theme";

/** The site's webfont as the build made it (src/build/fonts.server.ts): one file per weight. */
export interface FontAssets {
  /** Each weight's WOFF2 file, as a URL with its content's hash in the name. */
  files: { weight: number; url: string }[];
}

/**
 * The @font-face rules of the webfont. Inline in each page's head rather than in the stylesheet:
 * the files' names change with the site's text, the stylesheet only with the code. Until a file
 * has loaded, text shows in the metric-matched fallback (theme.font.fallback), so swapping moves nothing.
 */
export const fontFaceCss = ({ files }: FontAssets): string =>
  files
    .map(
      ({ weight, url }) =>
        `@font-face{font-family:"${theme.font.webfont}";font-style:normal;font-weight:${weight};font-display:swap;src:url(${url}) format("woff2")}`,
    )
    .join("");

/** The webfont's tags for a page's head: each file preloaded, then the rules that use them. */
export function FontTags({ fonts }: { fonts: FontAssets }) {
  return (
    <>
      {fonts.files.map(({ url }) => (
        <link key={url} rel="preload" href={url} as="font" type="font/woff2" crossOrigin="" />
      ))}
      <style dangerouslySetInnerHTML={{ __html: fontFaceCss(fonts) }} />
    </>
  );
}
