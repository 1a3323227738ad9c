import styled, { classOf } from "../src/ui/styled";
import { theme } from "../src/theme";
import { formatDate } from "../src/i18n/format";
import { dom } from "../src/chrome/dom-names";
import { useSite } from "../src/site-context";
import { Container } from "../src/ui/layout";
import { Picture, pictureSizes } from "../src/ui/picture";
import type { TemplateProps } from "./types";

const Article = styled.article(({ theme }) => ({
  maxWidth: theme.width.text,
  margin: "0 auto",
  padding: `${theme.space.xl} 0`,
  "& h1": { fontSize: theme.fontSize.xxl, lineHeight: theme.lineHeight.tight, color: theme.color.brandStrong },
  "& h2": { color: theme.color.brandStrong, marginTop: theme.space.xl },
}));

const Meta = styled.p(({ theme }) => ({
  display: "flex",
  gap: theme.space.md,
  alignItems: "center",
  color: theme.color.muted,
  "& span:first-of-type": {
    background: theme.color.subtle,
    color: theme.color.brand,
    borderRadius: theme.radius.pill,
    padding: `${theme.space.xs} ${theme.space.md}`,
    fontWeight: theme.fontWeight.bold,
  },
}));

/** The article's picture, as wide as its text. */
const cover = classOf(({ theme }) => ({
  display: "block",
  width: "100%",
  height: "auto",
  margin: `0 0 ${theme.space.xl}`,
  borderRadius: theme.radius.md,
}));
const coverSizes = pictureSizes(theme.width.text);

const Back = styled.a(({ theme }) => ({
  color: theme.color.brand,
  textDecoration: "none",
}));

export default function ArticleTemplate({ page, data }: TemplateProps<"article">) {
  const { t, lang, href } = useSite();
  const category = data.categories.find((c) => c.id === page.category)?.label;
  return (
    <Container>
      <Article>
        {/* To the blog list, the page above the article; back in history when the visitor came from
            the site (src/islands/chrome/back.ts). */}
        <Back href={href(data.trail.at(-1)?.path ?? "/")} {...{ [dom.back]: "" }}>
          ← {t("article.back")}
        </Back>
        <Meta>
          <span>{category ?? page.category}</span>
          <span>{t("article.readTime", { n: page.readTime })}</span>
          {/* Formatted by the build's and then the browser's Intl, which may word it differently. */}
          <time dateTime={page.published} suppressHydrationWarning>
            {formatDate(lang, page.published)}
          </time>
        </Meta>
        <h1>{page.title}</h1>
        <p>
          <strong>{page.description}</strong>
        </p>
        {page.cover && <Picture {...page.cover} sizes={coverSizes} priority className={cover} />}
        {/* Sanitised to an allow-list at build time (src/content/sanitize.server.ts). */}
        <div dangerouslySetInnerHTML={{ __html: page.body }} />
      </Article>
    </Container>
  );
}
