import styled from "../ui/styled";
import type { PageData } from "../manifest/page-data";
import { languages, localizePath, type Lang } from "../routes/table";
import { useSite } from "../site-context";
import { ButtonLink, Container } from "../ui/layout";
import { dom } from "./dom-names";

const Box = styled.div(({ theme }) => ({
  maxWidth: theme.width.text,
  margin: "0 auto",
  textAlign: "center",
  padding: `${theme.space.section} 0`,
  "& > p:first-of-type": {
    fontSize: theme.size.display,
    lineHeight: theme.lineHeight.tight,
    fontWeight: theme.fontWeight.bold,
    color: theme.color.brand,
    margin: 0,
  },
  "& > p": { color: theme.color.muted, margin: `0 0 ${theme.space.lg}` },
}));

const Ways = styled.div(({ theme }) => ({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: theme.space.md,
}));

export interface NotFoundProps {
  lang: Lang;
  /** Unknown URLs under a prefix that go to a list instead, as URLs of this language (/en/blog/ → /en/blog). */
  redirects: PageData["redirects"];
}

/**
 * The 404 page, which the host serves for every unknown URL of its language: the way home, and to
 * the blog, whose unknown URLs are what a visitor most often meets. The chrome's script
 * (src/islands/chrome/not-found.ts) logs the URL, as the spec asks, sends an unknown URL under a
 * collection to its list and points the header's language switch at this URL in the other language,
 * all read from this element.
 */
export function NotFound({ lang, redirects }: NotFoundProps) {
  const { t } = useSite();
  const homes = Object.fromEntries(languages.map((l) => [l, localizePath("/", l)]));
  return (
    <Container>
      <Box {...{ [dom.notFound]: JSON.stringify(redirects), [dom.homes]: JSON.stringify(homes) }}>
        <p aria-hidden="true">{t("notFound.code")}</p>
        <h1>{t("notFound.title")}</h1>
        <p>{t("notFound.text")}</p>
        <Ways>
          <ButtonLink>
            <a href={homes[lang]}>{t("notFound.home")}</a>
          </ButtonLink>
          {redirects.map((r) => (
            <ButtonLink key={r.to} variant="outline">
              <a href={r.to}>{t("notFound.blog")}</a>
            </ButtonLink>
          ))}
        </Ways>
      </Box>
    </Container>
  );
}
