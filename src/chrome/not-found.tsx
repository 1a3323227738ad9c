import styled from "../ui/styled";
import type { PageData } from "../manifest/page-data";
import { localizePath, type Lang } from "../routes/table";
import { useSite } from "../site-context";
import { ButtonLink, Container } from "../ui/layout";
import { dom } from "./dom-names";

const Box = styled.div(({ theme }) => ({
  textAlign: "center",
  padding: `${theme.space.xxl} 0`,
  "& p:first-of-type": { fontSize: theme.size.display, fontWeight: 800, color: theme.color.brand, margin: 0 },
}));

export interface NotFoundProps {
  lang: Lang;
  /** Unknown URLs under a prefix that go to a list instead, as URLs of this language (/en/blog/ → /en/blog). */
  redirects: PageData["redirects"];
}

/**
 * The 404 page, which the host serves for every unknown URL of its language. The chrome's script
 * (src/islands/chrome/not-found.ts) logs the URL, as the spec asks, and sends an unknown URL under
 * a collection to its list, read from this element.
 */
export function NotFound({ lang, redirects }: NotFoundProps) {
  const { t } = useSite();
  return (
    <Container>
      <Box {...{ [dom.notFound]: JSON.stringify(redirects) }}>
        <p aria-hidden="true">{t("notFound.code")}</p>
        <h1>{t("notFound.title")}</h1>
        <ButtonLink>
          <a href={localizePath("/", lang)}>{t("notFound.home")}</a>
        </ButtonLink>
      </Box>
    </Container>
  );
}
