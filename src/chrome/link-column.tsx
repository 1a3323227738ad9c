import type { ChromeColumn } from "../manifest/page-data";
import { SiteLink } from "../ui/site-link";

/** A headed list of links from the navigation data: a column of a header menu or of the footer. */
export function LinkColumn({ column, heading: Heading }: { column: ChromeColumn; heading: "h2" | "h3" }) {
  return (
    <div>
      <Heading>{column.heading}</Heading>
      <ul>
        {column.links.map((link) => (
          <li key={link.path}>
            <SiteLink href={link.path}>{link.label}</SiteLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
