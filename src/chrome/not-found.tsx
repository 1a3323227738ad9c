import styled from "../ui/styled";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { useSite } from "../site-context";
import { ButtonLink, Container } from "../ui/layout";
import { SiteLink } from "../ui/site-link";

const Box = styled.div(({ theme }) => ({
  textAlign: "center",
  padding: `${theme.space.xxl} 0`,
  "& p:first-of-type": { fontSize: theme.size.display, fontWeight: 800, color: theme.color.brand, margin: 0 },
}));

/** The 404 page. It logs the unknown path, as the spec asks. */
export function NotFound() {
  const { t } = useSite();
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(`Page not found: ${pathname}`);
  }, [pathname]);
  return (
    <Container>
      <Box>
        <p aria-hidden="true">{t("notFound.code")}</p>
        <h1>{t("notFound.title")}</h1>
        <ButtonLink>
          <SiteLink href="/">{t("notFound.home")}</SiteLink>
        </ButtonLink>
      </Box>
    </Container>
  );
}
