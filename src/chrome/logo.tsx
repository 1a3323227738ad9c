import type { Chrome } from "../manifest/page-data";
import { usePicture } from "../ui/pictures";
import styled from "../ui/styled";

const Picture = styled.img(({ theme }) => ({
  display: "block",
  height: theme.size.logo,
  width: "auto",
  maxWidth: "100%",
  objectFit: "contain",
  "&[data-tone=dark]": { height: theme.size.logoLarge, marginBottom: theme.space.lg },
}));

/**
 * The site's logo in the page's language (settings.logo), for a light background (the header) or
 * the dark footer; its accessible name is the company's name. Without a logo, the name as text.
 */
export function Logo({ chrome, tone = "light" }: { chrome: Chrome; tone?: "light" | "dark" }) {
  const src = chrome.logo?.[tone];
  const size = usePicture(src ?? "");
  if (!src) return <>{chrome.siteName}</>;
  return (
    <Picture
      src={src}
      alt={chrome.siteName}
      width={size?.width}
      height={size?.height}
      data-tone={tone}
      // The footer's logo is far below the fold: fetched only as it nears the screen.
      loading={tone === "dark" ? "lazy" : undefined}
    />
  );
}
