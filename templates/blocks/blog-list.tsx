import type { BlogListing } from "../../src/manifest/page-data";
import { listingPath } from "../../src/routes/listing";
import { useSite } from "../../src/site-context";
import { ArticleCard } from "../../src/ui/article-card";
import { BalancedGrid } from "../../src/ui/balanced-grid";
import { BlockSection } from "../../src/ui/block-section";
import { SiteLink } from "../../src/ui/site-link";
import styled, { type CSSObject } from "../../src/ui/styled";
import type { SiteTheme } from "../../src/theme";
import type { BlockProps } from "../types";

/** A link as a pill, at least a finger's size; the chosen one filled. */
const pill = (theme: SiteTheme): CSSObject => ({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: theme.size.touch,
  minWidth: theme.size.touch,
  padding: `${theme.space.xs} ${theme.space.md}`,
  border: `${theme.borderWidth.hairline} solid ${theme.color.border}`,
  borderRadius: theme.radius.pill,
  background: theme.color.surface,
  color: theme.color.text,
  textDecoration: "none",
  "&:hover": { borderColor: theme.color.brand },
  "&[aria-current]": { background: theme.color.brand, color: theme.color.onBrand, borderColor: theme.color.brand },
});

/** A row of pills that wraps on a phone. */
const Pills = styled.ul(({ theme }) => ({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: theme.space.sm,
  listStyle: "none",
  padding: 0,
  margin: `${theme.space.md} 0`,
  "& a": pill(theme),
}));

/**
 * Which page numbers the pagination shows: the first, the last, and the current one with its
 * neighbours; null stands for the pages left out. At most seven, however many pages there are.
 */
function pageNumbers(page: number, pages: number): (number | null)[] {
  const shown = [...new Set([1, page - 1, page, page + 1, pages])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b);
  // A gap of one page shows that page: a number takes no more room than "…".
  return shown.flatMap((n, i) =>
    i === 0 || n === shown[i - 1] + 1 ? [n] : n === shown[i - 1] + 2 ? [n - 1, n] : [null, n],
  );
}

function Pagination({ listing }: { listing: BlogListing }) {
  const { t } = useSite();
  const { page, pages } = listing;
  const to = (n: number) => listingPath(listing.path, { category: listing.category, page: n });
  return (
    <nav aria-label={t("blog.pagination")}>
      <Pills>
        {page > 1 && (
          <li>
            <SiteLink href={to(page - 1)} rel="prev">
              {t("blog.previous")}
            </SiteLink>
          </li>
        )}
        {pageNumbers(page, pages).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <SiteLink
                href={to(n)}
                aria-label={t("blog.pageLink", { n })}
                aria-current={n === page ? "page" : undefined}
              >
                {n}
              </SiteLink>
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <SiteLink href={to(page + 1)} rel="next">
              {t("blog.next")}
            </SiteLink>
          </li>
        )}
      </Pills>
    </nav>
  );
}

/**
 * One page of the blog's articles: a link to every article (All) and to each category's own page,
 * the count of the chosen articles, this page's cards, and links to the other pages.
 */
export default function BlogList({ block, data }: BlockProps<"blog-list">) {
  const { t } = useSite();
  const { listing } = data;
  // Only the page the route table makes the list's pages for has them; the validator allows one.
  if (!listing) return null;
  const choices = [{ id: undefined, label: t("blog.all") }, ...data.categories];
  // On a later page the chosen link leads to the choice's first page, not to the page shown.
  const chosen = listing.page === 1 ? "page" : "true";
  return (
    <BlockSection anchor={block.anchor} heading={block.heading} intro={block.intro}>
      <nav aria-label={t("blog.filter")}>
        <Pills>
          {choices.map((c) => (
            <li key={c.id ?? ""}>
              <SiteLink
                href={listingPath(listing.path, { category: c.id, page: 1 })}
                aria-current={c.id === listing.category ? chosen : undefined}
              >
                {c.label}
              </SiteLink>
            </li>
          ))}
        </Pills>
      </nav>
      <p role="status">{listing.total ? t("blog.count", { n: listing.total }) : t("blog.empty")}</p>
      {data.articles.length > 0 && (
        <BalancedGrid columns={{ md: 2, lg: 3 }}>
          {data.articles.map((article) => (
            <ArticleCard key={article.path} article={article} />
          ))}
        </BalancedGrid>
      )}
      {listing.pages > 1 && <Pagination listing={listing} />}
    </BlockSection>
  );
}
