import { useSite } from "../../src/site-context";
import { ArticleCard } from "../../src/ui/article-card";
import { BlockSection } from "../../src/ui/block-section";
import { ButtonLink, Grid } from "../../src/ui/layout";
import { SiteLink } from "../../src/ui/site-link";
import type { BlockProps } from "../types";

/** The newest articles of the blog, as many as the block asks for. */
export default function BlogTeaser({ block, data }: BlockProps<"blog-teaser">) {
  const { t } = useSite();
  return (
    <BlockSection anchor={block.anchor} heading={block.heading} intro={block.intro}>
      <Grid>
        {data.articles.slice(0, block.count).map((article) => (
          <ArticleCard key={article.path} article={article} />
        ))}
      </Grid>
      <p>
        <ButtonLink>
          <SiteLink href={block.viewAll}>{t("blog.viewAll")}</SiteLink>
        </ButtonLink>
      </p>
    </BlockSection>
  );
}
