import styled, { type CSSObject } from "../ui/styled";
import { useId, useState } from "react";
import { Menu as MenuIcon, X } from "lucide-react";
import { useLocation } from "react-router";
import type { Chrome } from "../manifest/page-data";
import type { Lang } from "../routes/table";
import { useSite } from "../site-context";
import { fromMd, type SiteTheme } from "../theme";
import { Container } from "../ui/layout";
import { PageLink } from "../ui/site-link";
import { useHydrated } from "../ui/use-hydrated";
import { ConsultationButton } from "./consultation";
import { LanguageSwitch } from "./language-switch";
import { MainMenu } from "./main-menu";

const Bar = styled.header(({ theme }) => ({
  position: "sticky",
  top: 0,
  zIndex: theme.layer.header,
  background: theme.color.surface,
  borderBottom: `1px solid ${theme.color.border}`,
}));

const Row = styled(Container)(({ theme }) => ({
  display: "flex",
  alignItems: "center",
  gap: theme.space.sm,
  paddingTop: theme.space.sm,
  paddingBottom: theme.space.sm,
  [fromMd]: { gap: theme.space.md },
}));

const Brand = styled(PageLink)(({ theme }) => ({
  fontWeight: 800,
  fontSize: theme.fontSize.lg,
  lineHeight: theme.lineHeight.tight,
  color: theme.color.brand,
  textDecoration: "none",
  marginRight: "auto",
}));

const toggleStyles = ({ theme }: { theme: SiteTheme }): CSSObject => ({
  display: "inline-flex",
  padding: theme.space.sm,
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.sm,
  background: theme.color.surface,
  color: theme.color.text,
  font: "inherit",
  fontWeight: 600,
  cursor: "pointer",
  [fromMd]: { display: "none" },
});

const Toggle = styled.button(toggleStyles);

/**
 * Without script the toggle is a pair of links: one to the menu, which shows it as the page's
 * target, and one away from it, shown instead while it is open.
 */
const StaticToggle = styled.a(toggleStyles, {
  "header:has(:target) &[data-opens], header:not(:has(:target)) &[data-closes]": { display: "none" },
});

/** Below md the menu is a list that the toggle shows and hides; from md up it is a row of its own. */
const Nav = styled(Container)(({ theme }) => ({
  display: "none",
  "&[data-expanded], &[data-static]:target": { display: "block" },
  borderTop: `1px solid ${theme.color.border}`,
  paddingTop: theme.space.sm,
  paddingBottom: theme.space.sm,
  // A long phone menu scrolls inside the sticky header rather than running off the screen.
  maxHeight: theme.size.phoneMenu,
  overflowY: "auto",
  [fromMd]: {
    display: "block",
    maxHeight: "none",
    overflowY: "visible",
    paddingTop: theme.space.xs,
    paddingBottom: theme.space.xs,
  },
}));

const Actions = styled.div(({ theme }) => ({ display: "flex", alignItems: "center", gap: theme.space.sm }));

/** Hidden on phones, where the consultation button would crowd the first row. */
const Wide = styled.span({ display: "none", [fromMd]: { display: "inline" } });

/** On phones the consultation button ends the opened menu instead. */
const Narrow = styled.div(({ theme }) => ({
  padding: `${theme.space.md} ${theme.space.sm} ${theme.space.sm}`,
  [fromMd]: { display: "none" },
}));

/** The site's header: name, main menu (a toggled list on phones), language switch, consultation. */
export function Header({ chrome, alternates }: { chrome: Chrome; alternates: Record<Lang, string> | null }) {
  const { t, href } = useSite();
  const { pathname } = useLocation();
  // The phone menu is open on the page where it was opened: moving to another page closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const setMenuOpen = (open: boolean) => setOpenOn(open ? pathname : null);
  const menuId = useId();
  const hydrated = useHydrated();
  return (
    <Bar>
      <Row>
        <Brand to={href("/")}>{chrome.siteName}</Brand>
        <Actions>
          {alternates && <LanguageSwitch alternates={alternates} />}
          <Wide>
            <ConsultationButton contact={chrome.contact} />
          </Wide>
          {hydrated ? (
            <Toggle
              type="button"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              aria-label={menuOpen ? t("nav.close") : t("nav.menu")}
              onClick={() => setMenuOpen(!menuOpen)}
            >
              {menuOpen ? <X aria-hidden="true" /> : <MenuIcon aria-hidden="true" />}
            </Toggle>
          ) : (
            <>
              <StaticToggle href={`#${menuId}`} aria-label={t("nav.menu")} data-opens="">
                <MenuIcon aria-hidden="true" />
              </StaticToggle>
              <StaticToggle href="#" aria-label={t("nav.close")} data-closes="">
                <X aria-hidden="true" />
              </StaticToggle>
            </>
          )}
        </Actions>
      </Row>
      <Nav id={menuId} data-expanded={menuOpen ? "" : undefined} data-static={hydrated ? undefined : ""}>
        <MainMenu header={chrome.header} onNavigate={() => setMenuOpen(false)} />
        <Narrow>
          <ConsultationButton contact={chrome.contact} />
        </Narrow>
      </Nav>
    </Bar>
  );
}
