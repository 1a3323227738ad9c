import styled from "@emotion/styled";
import { Link } from "react-router";
import type { Chrome } from "../manifest/page-data";
import { useSite } from "../site-context";
import { Container } from "../ui/layout";
import { SiteLink } from "../ui/site-link";
import { fromMd } from "../theme";
import { ConsultationButton } from "./consultation";
import { LinkColumn } from "./link-column";

const Bar = styled.header(({ theme }) => ({
  background: theme.color.surface,
  borderBottom: `1px solid ${theme.color.border}`,
  "& > div": { display: "flex", flexWrap: "wrap", alignItems: "center", gap: theme.space.md, padding: `${theme.space.sm} ${theme.space.md}` },
}));

const Brand = styled(Link)(({ theme }) => ({ fontWeight: 700, fontSize: theme.fontSize.lg, color: theme.color.brand, textDecoration: "none", marginRight: "auto" }));

const Nav = styled.nav(({ theme }) => ({
  width: "100%",
  order: 3,
  [fromMd]: { width: "auto", order: 0 },
  "& > ul": { display: "flex", flexWrap: "wrap", gap: theme.space.md, listStyle: "none", margin: 0, padding: 0 },
  "& a, & summary": { color: theme.color.text, textDecoration: "none", cursor: "pointer" },
  "& details": { position: "relative" },
  "& details > div": {
    position: "absolute", zIndex: 10, display: "grid", gridAutoFlow: "column", gap: theme.space.lg,
    background: theme.color.surface, border: `1px solid ${theme.color.border}`, borderRadius: theme.radius.md,
    boxShadow: theme.shadow.card, padding: theme.space.md,
  },
  "& details ul": { listStyle: "none", margin: 0, padding: 0, minWidth: "11rem" },
  "& details li": { margin: `${theme.space.xs} 0` },
  "& h3": { fontSize: theme.fontSize.sm, textTransform: "uppercase", color: theme.color.muted, margin: 0 },
}));

export function Header({ chrome, alternates }: { chrome: Chrome; alternates: Record<string, string> | null }) {
  const { lang, t, href } = useSite();
  const other = lang === "mn" ? "en" : "mn";
  return (
    <Bar>
      <Container>
        <Brand to={href("/")}>{chrome.siteName}</Brand>
        <Nav aria-label={t("nav.menu")}>
          <ul>
            {chrome.header.links.map((link) => (
              <li key={link.path}>
                <SiteLink href={link.path}>{link.label}</SiteLink>
              </li>
            ))}
            {chrome.header.menus.map((menu) => (
              <li key={menu.label}>
                <details>
                  <summary>{menu.label}</summary>
                  <div>
                    {menu.columns.map((column) => (
                      <LinkColumn key={column.heading} column={column} heading="h3" />
                    ))}
                  </div>
                </details>
              </li>
            ))}
          </ul>
        </Nav>
        {alternates && (
          <Link to={alternates[other]} hrefLang={other} lang={other} aria-label={t("lang.switchLabel")}>
            {t("lang.switch")}
          </Link>
        )}
        <ConsultationButton contact={chrome.contact} />
      </Container>
    </Bar>
  );
}
