import type { ArticleSummary } from "../manifest/page-data";
import { useSite } from "../site-context";
import { Icon } from "./icon";
import { Card } from "./layout";
import { SiteLink } from "./site-link";

export function ArticleCard({ article }: { article: ArticleSummary }) {
  const { t } = useSite();
  return (
    <Card as="article">
      <Icon name={article.icon} />
      <p>
        {article.categoryLabel} · {t("article.readTime", { n: article.readTime })}
      </p>
      <h3>{article.title}</h3>
      <p>{article.description}</p>
      <SiteLink href={article.path} aria-label={`${t("blog.readMore")}: ${article.title}`}>
        {t("blog.readMore")} →
      </SiteLink>
    </Card>
  );
}
