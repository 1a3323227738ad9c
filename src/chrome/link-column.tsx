import type { ChromeColumn } from "../manifest/page-data";
import { SiteLink } from "../ui/site-link";

/**
 * A headed list of links from the navigation data: a column of a header menu or of the footer; the
 * link to `current` (a manifest path) marked as the page shown.
 */
export function LinkColumn({
  column,
  heading: Heading,
  current,
}: {
  column: ChromeColumn;
  heading: "h2" | "h3";
  current?: string;
}) {
  return (
    <div>
      <Heading>{column.heading}</Heading>
      <ul>
        {column.links.map((link) => (
          <li key={link.path}>
            <SiteLink
              href={link.path}
              aria-current={current !== undefined && link.path === current ? "page" : undefined}
            >
              {link.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
