import styled from "../../src/ui/styled";
import { useSite } from "../../src/site-context";
import { ArticleCard } from "../../src/ui/article-card";
import { BalancedGrid } from "../../src/ui/balanced-grid";
import { BlockSection } from "../../src/ui/block-section";
import { ButtonLink } from "../../src/ui/layout";
import { SiteLink } from "../../src/ui/site-link";
import type { BlockProps } from "../types";

const More = styled.p(({ theme }) => ({ margin: `${theme.space.lg} 0 0` }));

/** The newest articles of the blog, as many as the block asks for; on phones a row that scrolls sideways. */
export default function BlogTeaser({ block, data }: BlockProps<"blog-teaser">) {
  const { t } = useSite();
  return (
    <BlockSection anchor={block.anchor} heading={block.heading} intro={block.intro}>
      <BalancedGrid columns={{ md: 2, lg: 3 }} phone="scroll" label={block.heading} hint={t("scroll.hint")}>
        {data.articles.slice(0, block.count).map((article) => (
          <ArticleCard key={article.path} article={article} />
        ))}
      </BalancedGrid>
      <More>
        <ButtonLink>
          <SiteLink href={block.viewAll}>{t("blog.viewAll")}</SiteLink>
        </ButtonLink>
      </More>
    </BlockSection>
  );
}
