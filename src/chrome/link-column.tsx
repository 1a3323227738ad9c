import type { ChromeColumn } from "../manifest/page-data";
import { SiteLink } from "../ui/site-link";

/**
 * A headed list of links from the navigation data: a column of a header menu or of the footer; the
 * links `marks` names marked as the page shown ("page") or the section it is in ("true").
 */
export function LinkColumn({
  column,
  heading: Heading,
  marks = {},
}: {
  column: ChromeColumn;
  heading: "h2" | "h3";
  marks?: Record<string, "page" | "true">;
}) {
  return (
    <div>
      <Heading>{column.heading}</Heading>
      <ul>
        {column.links.map((link) => (
          <li key={link.path}>
            <SiteLink href={link.path} aria-current={marks[link.path]}>
              {link.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
