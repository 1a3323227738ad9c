// The picture a shared link shows (Open Graph, 1200×630): the page's title in its language on the
// brand's navy, with the logo and the site's address. Drawn by satori into an SVG, never part of a
// page, so its styles are satori's inline ones (CSS flexbox), with the theme's tokens.
import type { ReactNode } from "react";
import { theme } from "../theme";

export interface ShareCardProps {
  title: string;
  /** The template of the page: it chooses the colour of the card's motif. */
  template: string;
  /** The site's name, written beside the logo. */
  siteName: string;
  /** The site's address without https:// (erdem-consulting.mn). */
  host: string;
  /** The logo for a dark background, as a data: URL with its size; without one, the site's name is written instead. */
  logo?: { src: string; width: number; height: number };
}

const { width, height } = theme.image.share;
const { color } = theme;
const logoHeight = 72;
const motif: Record<string, string> = { visa: color.accent, article: color.accent, course: color.teal };

/** A title's size: long titles (Mongolian ones are longer) get a smaller size, so that four lines hold them. */
const titleSize = (title: string) => (title.length <= 34 ? 76 : title.length <= 60 ? 64 : title.length <= 90 ? 54 : 46);

const ring = (size: number, border: string, right: number, top: number): ReactNode => (
  <div
    style={{
      position: "absolute",
      width: size,
      height: size,
      right,
      top,
      borderRadius: size,
      border,
    }}
  />
);

export function ShareCard({ title, template, siteName, host, logo }: ShareCardProps) {
  const accent = motif[template] ?? color.teal;
  return (
    <div
      style={{
        width,
        height,
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        boxSizing: "border-box",
        padding: "64px 72px",
        backgroundColor: color.brand,
        backgroundImage: `linear-gradient(135deg, ${color.brandStrong} 0%, ${color.brand} 62%, ${color.tealStrong} 100%)`,
        color: color.onBrand,
        fontFamily: theme.font.webfont,
        position: "relative",
      }}
    >
      {ring(560, `44px solid ${accent}`, -260, -230)}
      {ring(300, `2px solid ${color.onBrand}`, -40, 390)}
      {logo ? (
        <img src={logo.src} width={(logo.width * logoHeight) / logo.height} height={logoHeight} alt="" />
      ) : (
        <div style={{ fontSize: 34, fontWeight: 700, color: color.accent, letterSpacing: "-0.01em" }}>{siteName}</div>
      )}
      <div style={{ display: "flex", flexDirection: "column", gap: 28, maxWidth: 840 }}>
        <div style={{ width: 96, height: 8, borderRadius: 4, backgroundColor: color.accent }} />
        <div
          style={{
            fontSize: titleSize(title),
            fontWeight: 700,
            lineHeight: 1.12,
            letterSpacing: "-0.02em",
            lineClamp: 4,
            textOverflow: "ellipsis",
          }}
        >
          {title}
        </div>
      </div>
      <div style={{ fontSize: 28, fontWeight: 500, opacity: 0.85 }}>{host}</div>
    </div>
  );
}
