import type { ArticleSummary } from "../manifest/page-data";
import { formatDate } from "../i18n/format";
import { useSite } from "../site-context";
import { Icon } from "./icon";
import { SiteLink } from "./site-link";
import styled, { classOf } from "./styled";
import { wideItem } from "./balanced-grid";
import { theme } from "../theme";
import { Picture, pictureSizes } from "./picture";

/** The card's rows: cover, meta, title, summary and link. */
const rows = "span 5";
/** A card wide enough to lay its cover beside its text: a grid's widened item (see wideItem). */
const wideCard = `@container ${wideItem} (min-width: ${theme.wideCard})`;

/**
 * The card's rows are rows of the list's grid, shared with the cards beside it (subgrid): the titles
 * of a row start together, and their summaries, whether the meta above takes one line or two.
 */
const Item = styled.li(({ theme }) => ({
  display: "grid",
  gridRow: rows,
  gridTemplateRows: "subgrid",
  rowGap: 0,
  "& > article": {
    position: "relative",
    display: "grid",
    gridRow: rows,
    gridTemplateRows: "subgrid",
    rowGap: 0,
    // Clipped, not hidden: a scroll container's automatic minimum size is zero, and the card's auto
    // rows would shrink it to that where the card does not share its rows (a phone, a wide card).
    overflow: "clip",
    background: theme.color.surface,
    border: `${theme.borderWidth.hairline} solid ${theme.color.border}`,
    borderRadius: theme.radius.md,
    boxShadow: theme.shadow.card,
    // The cover as wide as the text: whole in its own shape beside text as tall as it.
    [wideCard]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))", gridTemplateRows: "none" },
  },
  "& > article:hover": { borderColor: theme.color.teal },
}));

/** Where the article's cover goes; until it has one, its icon on the brand's colours. */
const Cover = styled.div(({ theme }) => ({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  // The shape of the site's covers (800 × 500), so that a cover shows whole.
  aspectRatio: "16 / 10",
  background: `linear-gradient(135deg, ${theme.color.brand}, ${theme.color.teal})`,
  color: theme.color.onBrand,
  "& svg": { width: theme.size.badge, height: theme.size.badge, opacity: theme.opacity.soft },
  // Beside the text, at least in its own shape; as tall as the text where that is taller.
  // (Its width is the column's: a height stretched by the text never widens it through its shape.)
  [wideCard]: { width: "100%", minHeight: "100%", minWidth: 0 },
}));

/** The cover fills its place, cropped to it. */
const coverPicture = classOf({ display: "block", width: "100%", height: "100%", objectFit: "cover" });
/** A card is a third of the content's width on a desktop, the window's on a phone. */
const coverSizes = pictureSizes("33vw");

const Body = styled.div(({ theme }) => ({
  display: "grid",
  gridRow: "span 4",
  gridTemplateRows: "subgrid",
  rowGap: theme.space.sm,
  padding: theme.space.lg,
  [wideCard]: { display: "flex", flexDirection: "column", gap: theme.space.sm, gridRow: "auto" },
  "& h3": { margin: 0, color: theme.color.brandStrong },
  "& > p": {
    margin: 0,
    color: theme.color.muted,
    display: "-webkit-box",
    WebkitBoxOrient: "vertical",
    WebkitLineClamp: 3,
    overflow: "clip",
  },
}));

/** The room of the dot between the date and the reading time. */
const separator = "1.25em";

/** The category as a tag, then the day it was published and how long it takes to read. */
const Meta = styled.div(({ theme }) => ({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: theme.space.xs,
  color: theme.color.muted,
  fontSize: theme.fontSize.sm,
  "& > span": {
    padding: `0 ${theme.space.sm}`,
    borderRadius: theme.radius.pill,
    background: theme.color.tealSoft,
    color: theme.color.tealStrong,
    fontWeight: theme.fontWeight.bold,
  },
  // The line breaks between the date and the reading time, never inside either; each is preceded by
  // a dot drawn before it, which the line's start hides (each item is pulled back under it, the
  // row's gap giving it room, and what the row's start leaves outside is clipped).
  "& > p": { margin: 0, display: "flex", flexWrap: "wrap", columnGap: separator, overflow: "hidden" },
  "& > p > *": { whiteSpace: "nowrap", marginLeft: `-${separator}` },
  "& > p > *::before": { content: '"·" / ""', display: "inline-block", width: separator, textAlign: "center" },
}));

/** The card's foot, at the bottom of every card of a row whatever its title's length; its link covers the card. */
const Foot = styled.div(({ theme }) => ({
  marginTop: "auto",
  paddingTop: theme.space.sm,
  "& a": {
    display: "inline-flex",
    alignItems: "center",
    minHeight: theme.size.touch,
    color: theme.color.brand,
    fontWeight: theme.fontWeight.bold,
    textDecoration: "none",
  },
  "& a::after": { content: '""', position: "absolute", inset: 0 },
  "& a:hover": { textDecoration: "underline" },
}));

/** An article as a card of a list (put it in a ul): cover, category, date, read time, title, summary, link. */
export function ArticleCard({ article }: { article: ArticleSummary }) {
  const { t, dateLocale } = useSite();
  return (
    <Item>
      <article>
        <Cover>
          {article.cover ? (
            <Picture {...article.cover} sizes={coverSizes} className={coverPicture} />
          ) : (
            <Icon name={article.icon} />
          )}
        </Cover>
        <Body>
          <Meta>
            <span>{article.categoryLabel}</span>
            <p>
              <time dateTime={article.published}>{formatDate(dateLocale, article.published, "medium")}</time>{" "}
              {/* A space for what reads the text (a screen reader, a copy); the row's gap shows it. */}
              <span>{t("article.readTime", { n: article.readTime })}</span>
            </p>
          </Meta>
          <h3>{article.title}</h3>
          <p>{article.description}</p>
          <Foot>
            <SiteLink href={article.path} aria-label={`${t("blog.readMore")}: ${article.title}`}>
              {t("blog.readMore")} →
            </SiteLink>
          </Foot>
        </Body>
      </article>
    </Item>
  );
}
