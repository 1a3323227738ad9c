/**
 * The icons the build makes from the logo's mark (settings.logo.mark; src/build/icons.server.ts),
 * at fixed addresses: the browser tab's icons, the icon iOS puts on a home screen, and the web
 * manifest's icons for Android (a maskable one among them, drawn inside the safe circle).
 */
export const icons = {
  svg: "/favicon.svg",
  ico: "/favicon.ico",
  appleTouch: "/apple-touch-icon.png",
} as const;

export interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: "any" | "maskable";
}

/** The web manifest's icons, which Android uses to install the site. */
export const manifestIcons: ManifestIcon[] = [
  { src: icons.svg, sizes: "any", type: "image/svg+xml" },
  { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
  { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
  { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
];
