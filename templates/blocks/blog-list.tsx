import styled from "../../src/ui/styled";
import { useState } from "react";
import { useSite } from "../../src/site-context";
import { ArticleCard } from "../../src/ui/article-card";
import { BlockSection } from "../../src/ui/block-section";
import { Grid } from "../../src/ui/layout";
import type { BlockProps } from "./index";

const Filters = styled.div(({ theme }) => ({
  display: "flex",
  flexWrap: "wrap",
  gap: theme.space.sm,
  marginBottom: theme.space.md,
  "& button": {
    border: `1px solid ${theme.color.border}`,
    background: theme.color.surface,
    borderRadius: theme.radius.pill,
    padding: `${theme.space.xs} ${theme.space.md}`,
    cursor: "pointer",
    font: "inherit",
  },
  "& button[aria-pressed='true']": { background: theme.color.brand, color: theme.color.onBrand, borderColor: theme.color.brand },
}));

/** Every article, with one filter button per category and an All button. */
export default function BlogList({ block, data }: BlockProps<"blog-list">) {
  const { t } = useSite();
  const [category, setCategory] = useState<string | null>(null);
  const shown = category ? data.articles.filter((a) => a.category === category) : data.articles;
  const choices = [{ id: null, label: t("blog.all") }, ...data.categories];
  return (
    <BlockSection anchor={block.anchor} heading={block.heading} intro={block.intro}>
      <Filters role="group" aria-label={t("blog.filter")}>
        {choices.map((c) => (
          <button key={c.id ?? "all"} type="button" aria-pressed={category === c.id} onClick={() => setCategory(c.id)}>
            {c.label}
          </button>
        ))}
      </Filters>
      <p role="status">{shown.length ? t("blog.count", { n: shown.length }) : t("blog.empty")}</p>
      <Grid>
        {shown.map((article) => (
          <ArticleCard key={article.path} article={article} />
        ))}
      </Grid>
    </BlockSection>
  );
}
