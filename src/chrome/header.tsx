import styled from "../ui/styled";
import MenuIcon from "lucide-react/icons/menu";
import X from "lucide-react/icons/x";
import type { Chrome } from "../manifest/page-data";
import type { Lang } from "../routes/table";
import { useSite } from "../site-context";
import { fromMd } from "../theme";
import { Container } from "../ui/layout";
import { ConsultationButton } from "./consultation";
import { dom } from "./dom-names";
import { LanguageSwitch } from "./language-switch";
import { MainMenu } from "./main-menu";
import { useShared } from "./shared-parts";

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

const Brand = styled.a(({ theme }) => ({
  fontWeight: 800,
  fontSize: theme.fontSize.lg,
  lineHeight: theme.lineHeight.tight,
  color: theme.color.brand,
  textDecoration: "none",
  marginRight: "auto",
}));

/**
 * The phone menu's toggle. Without script it is a pair of links: one to the menu, which shows it as
 * the page's target, and one away from it, shown instead while it is open. The script makes it one
 * button holding both icons, which shows the one for what it does next.
 */
const Toggle = styled.a(({ theme }) => ({
  display: "inline-flex",
  padding: theme.space.sm,
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.sm,
  background: theme.color.surface,
  color: theme.color.text,
  font: "inherit",
  fontWeight: 600,
  cursor: "pointer",
  [`header:has(:target) &[${dom.phoneToggle}=open], header:not(:has(:target)) &[${dom.phoneToggle}=close]`]: {
    display: "none",
  },
  "&[aria-expanded=false] > :last-child, &[aria-expanded=true] > :first-child": { display: "none" },
  [fromMd]: { display: "none" },
}));

/** Below md the menu is a list that the toggle shows and hides; from md up it is a row of its own. */
const Nav = styled(Container)(({ theme }) => ({
  display: "none",
  [`&[${dom.phoneMenu}=open], &[${dom.phoneMenu}=static]:target`]: { display: "block" },
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

export interface HeaderProps {
  chrome: Chrome;
  /** The URL of this page in each language, for the language switch; null where there is none (404). */
  alternates: Record<Lang, string> | null;
  /** The manifest path of the page shown (data.page?.path), whose menu link is marked current. */
  current?: string;
}

/** The phone menu's content: the main menu, and the consultation button that ends it on phones. */
export function NavContent({ chrome, current }: { chrome: Chrome; current?: string }) {
  return (
    <>
      <MainMenu header={chrome.header} current={current} />
      <Narrow>
        <ConsultationButton />
      </Narrow>
    </>
  );
}

/**
 * The site's header as static HTML: name, main menu (a toggled list on phones), language switch,
 * consultation. The chrome's script (src/islands/chrome.ts) adds what needs script.
 */
export function Header({ chrome, alternates, current }: HeaderProps) {
  const { t, href } = useSite();
  return (
    <Bar>
      <Row>
        <Brand href={href("/")}>{chrome.siteName}</Brand>
        <Actions>
          {alternates && <LanguageSwitch alternates={alternates} />}
          <Wide>
            <ConsultationButton />
          </Wide>
          <Toggle href={`#${dom.phoneMenuId}`} aria-label={t("nav.menu")} {...{ [dom.phoneToggle]: "open" }}>
            <MenuIcon aria-hidden="true" />
          </Toggle>
          <Toggle href="#" aria-label={t("nav.close")} {...{ [dom.phoneToggle]: "close" }}>
            <X aria-hidden="true" />
          </Toggle>
        </Actions>
      </Row>
      <Nav
        id={dom.phoneMenuId}
        {...{ [dom.phoneMenu]: "static" }}
        {...useShared("nav", <NavContent chrome={chrome} current={current} />)}
      />
    </Bar>
  );
}
