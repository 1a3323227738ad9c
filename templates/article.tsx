import styled, { classOf } from "../src/ui/styled";
import { theme } from "../src/theme";
import { formatDate } from "../src/i18n/format";
import { dom } from "../src/chrome/dom-names";
import { useSite } from "../src/site-context";
import { Container } from "../src/ui/layout";
import { PageCta } from "../src/chrome/page-cta";
import { Picture, pictureSizes } from "../src/ui/picture";
import { usePicturesIn } from "../src/ui/picture-html";
import { RichText } from "../src/ui/rich-text";
import type { TemplateProps } from "./types";

const Article = styled.article(({ theme }) => ({
  maxWidth: theme.width.measure,
  margin: "0 auto",
  padding: `${theme.space.section} 0`,
  "& h1": { margin: `${theme.space.md} 0`, color: theme.color.brandStrong },
}));

const Meta = styled.p(({ theme }) => ({
  display: "flex",
  flexWrap: "wrap",
  gap: `${theme.space.xs} ${theme.space.md}`,
  alignItems: "center",
  margin: `${theme.space.lg} 0 0`,
  color: theme.color.muted,
  fontSize: theme.fontSize.sm,
  "& span:first-of-type": {
    background: theme.color.tealSoft,
    color: theme.color.brandStrong,
    borderRadius: theme.radius.pill,
    padding: `${theme.space.xs} ${theme.space.md}`,
    fontWeight: theme.fontWeight.bold,
  },
}));

const Lead = styled.p(({ theme }) => ({
  margin: `0 0 ${theme.space.xl}`,
  paddingBottom: theme.space.lg,
  borderBottom: `${theme.borderWidth.hairline} solid ${theme.color.border}`,
  fontSize: theme.fontSize.lg,
  lineHeight: theme.lineHeight.body,
  color: theme.color.brand,
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
  display: "inline-flex",
  alignItems: "center",
  minHeight: theme.size.touch,
  color: theme.color.brand,
  fontWeight: theme.fontWeight.bold,
  textDecoration: "none",
  "&:hover": { textDecoration: "underline" },
}));

export default function ArticleTemplate({ page, data }: TemplateProps<"article">) {
  const { t, dateLocale, href } = useSite();
  const category = data.categories.find((c) => c.id === page.category)?.label;
  return (
    <>
      <Container>
        <Article>
          {/* To the blog list, the page above the article; back in history when the visitor came from
              the site (src/islands/chrome/back.ts). */}
          <Back href={href(data.trail.at(-1)?.path ?? "/")} {...{ [dom.back]: "" }}>
            ← {t("article.back")}
          </Back>
          <Meta>
            <span>{category ?? page.category}</span>
            {/* The day, then the reading time, as the blog's cards give them. */}
            <time dateTime={page.published}>{formatDate(dateLocale, page.published)}</time>
            <span>{t("article.readTime", { n: page.readTime })}</span>
          </Meta>
          <h1>{page.title}</h1>
          <Lead>{page.description}</Lead>
          {page.cover && <Picture {...page.cover} sizes={coverSizes} priority className={cover} />}
          {/* Sanitised to an allow-list at build time (src/content/sanitize.server.ts). */}
          <RichText dangerouslySetInnerHTML={{ __html: usePicturesIn(page.body) }} />
        </Article>
      </Container>
      <PageCta
        heading={t("cta.article.heading")}
        text={t("cta.article.text")}
        button={t("cta.book")}
        related={data.related}
      />
    </>
  );
}
