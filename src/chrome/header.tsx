import styled, { globalStyle } from "../ui/styled";
import MenuIcon from "lucide-react/icons/menu";
import X from "lucide-react/icons/x";
import type { Chrome } from "../manifest/page-data";
import { languages, localizePath, type Lang } from "../routes/table";
import { useSite } from "../site-context";
import { belowMd, fromMd, fromSm, theme } from "../theme";
import { Glyph } from "../ui/glyph";
import { Container } from "../ui/layout";
import { ConsultationButton } from "./consultation";
import { dom } from "./dom-names";
import { hiddenLabel, LanguageSwitch } from "./language-switch";
import { Logo } from "./logo";
import { MainMenu } from "./main-menu";
import { useShared } from "./shared-parts";

const Bar = styled.header(({ theme }) => ({
  position: "sticky",
  top: 0,
  zIndex: theme.layer.header,
  background: theme.color.surface,
  borderBottom: `${theme.borderWidth.hairline} solid ${theme.color.border}`,
}));

// In-page anchors (the hero's link to the visa finder, a heading's #id) stop below the sticky
// header, whose rows have fixed heights: the bar alone on phones, the bar and the navigation from md up.
const { headerBar, headerNav } = theme.size;
globalStyle({
  html: {
    scrollPaddingTop: `calc(${headerBar} + ${theme.space.md})`,
    [fromMd]: { scrollPaddingTop: `calc(${headerBar} + ${headerNav} + ${theme.space.md})` },
  },
  // The open phone menu covers the page, which does not scroll behind it.
  [belowMd]: {
    [`html:has([${dom.phoneMenu}=open]), html:has([${dom.phoneMenu}=static]:target)`]: { overflow: "hidden" },
  },
});

/**
 * The first thing the keyboard reaches: a link past the header to the page's own content, out of
 * sight until it has the focus.
 */
const SkipLink = styled.a(({ theme }) => ({
  position: "absolute",
  top: theme.space.sm,
  left: theme.space.sm,
  zIndex: theme.layer.menu,
  display: "inline-flex",
  alignItems: "center",
  minHeight: theme.size.touch,
  padding: `${theme.space.sm} ${theme.space.md}`,
  borderRadius: theme.radius.md,
  background: theme.color.brand,
  color: theme.color.onBrand,
  fontWeight: theme.fontWeight.bold,
  textDecoration: "none",
  "&:not(:focus)": {
    clipPath: "inset(50%)",
    width: "1px",
    height: "1px",
    minHeight: 0,
    overflow: "hidden",
    whiteSpace: "nowrap",
    padding: 0,
  },
}));

const Row = styled(Container)(({ theme }) => ({
  display: "flex",
  alignItems: "center",
  gap: theme.space.sm,
  height: theme.size.headerBar,
  [fromMd]: { gap: theme.space.md },
}));

const Brand = styled.a(({ theme }) => ({
  display: "inline-flex",
  alignItems: "center",
  minWidth: 0,
  minHeight: theme.size.touch,
  fontWeight: theme.fontWeight.bold,
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
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
  width: theme.size.touch,
  height: theme.size.touch,
  padding: 0,
  border: `${theme.borderWidth.hairline} solid ${theme.color.border}`,
  borderRadius: theme.radius.sm,
  background: theme.color.surface,
  color: theme.color.text,
  font: "inherit",
  cursor: "pointer",
  [`header:has(:target) &[${dom.phoneToggle}=open], header:not(:has(:target)) &[${dom.phoneToggle}=close]`]: {
    display: "none",
  },
  "&[aria-expanded=false] > :last-child, &[aria-expanded=true] > :first-child": { display: "none" },
  [fromMd]: { display: "none" },
}));

/**
 * Below md the menu is a list that the toggle shows over the page, filling the rest of the screen
 * and scrolling within it; from md up it is the header's second row.
 */
const Nav = styled.div(({ theme }) => ({
  display: "none",
  [`&[${dom.phoneMenu}=open], &[${dom.phoneMenu}=static]:target`]: { display: "block" },
  position: "absolute",
  top: "100%",
  left: 0,
  right: 0,
  height: `calc(100dvh - ${theme.size.headerBar})`,
  overflowY: "auto",
  overscrollBehavior: "contain",
  paddingTop: theme.space.sm,
  paddingBottom: theme.space.lg,
  background: theme.color.surface,
  borderBottom: `${theme.borderWidth.hairline} solid ${theme.color.border}`,
  boxShadow: theme.shadow.raised,
  [fromMd]: {
    display: "block",
    position: "static",
    minHeight: theme.size.headerNav,
    height: "auto",
    overflowY: "visible",
    paddingTop: 0,
    paddingBottom: 0,
    borderTop: `${theme.borderWidth.hairline} solid ${theme.color.border}`,
    borderBottom: "none",
    boxShadow: "none",
  },
}));

/** The consultation button, by the invoker command that opens the dialog. */
const consult = "& > button[commandfor]";

/**
 * The language switch, the consultation button and the phone menu's toggle. The consultation
 * button is its icon alone on the narrowest phones, its short label from sm, and its icon and full
 * label from md up; its name is always the full label.
 */
const Actions = styled.div(({ theme }) => ({
  display: "flex",
  alignItems: "center",
  flexShrink: 0,
  gap: theme.space.sm,
  [consult]: { minWidth: theme.size.touch, padding: 0, gap: theme.space.sm },
  [`${consult} > svg`]: { width: theme.size.icon, height: theme.size.icon, flexShrink: 0 },
  [`${consult} > [${dom.label}=short]`]: { display: "none" },
  [`${consult} > [${dom.label}=full]`]: hiddenLabel,
  [fromSm]: {
    [consult]: { padding: `0 ${theme.space.md}`, fontSize: theme.fontSize.sm },
    [`${consult} > svg`]: { display: "none" },
    [`${consult} > [${dom.label}=short]`]: { display: "inline" },
  },
  [fromMd]: {
    [consult]: { padding: `0 ${theme.space.lg}`, fontSize: theme.fontSize.md },
    [`${consult} > svg`]: { display: "block" },
    [`${consult} > [${dom.label}=short]`]: { display: "none" },
    [`${consult} > [${dom.label}=full]`]: { position: "static", width: "auto", height: "auto", clipPath: "none" },
  },
}));

/**
 * Where the language switch of the not-found page goes without script: the other language's home
 * page. Its script points it at the same URL in the other language (src/islands/chrome/not-found.ts).
 */
const homePages = Object.fromEntries(languages.map((l) => [l, localizePath("/", l)])) as Record<Lang, string>;

export interface HeaderProps {
  chrome: Chrome;
  /** The URL of this page in each language, for the language switch; null on the not-found page. */
  alternates: Record<Lang, string> | null;
  /** The manifest path of the page shown (data.page?.path), whose menu link is marked current. */
  current?: string;
}

/** The header's navigation: the phone menu's content, and the header's second row from md up. */
export function NavContent({ chrome, current }: { chrome: Chrome; current?: string }) {
  return (
    <Container>
      <MainMenu header={chrome.header} current={current} />
    </Container>
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
      <SkipLink href="#main">{t("skipToContent")}</SkipLink>
      <Row>
        <Brand href={href("/")}>
          <Logo chrome={chrome} />
        </Brand>
        <Actions>
          <LanguageSwitch alternates={alternates ?? homePages} />
          <ConsultationButton short={t("header.consultShort")} />
          <Toggle href={`#${dom.phoneMenuId}`} aria-label={t("nav.menu")} {...{ [dom.phoneToggle]: "open" }}>
            <Glyph icon={MenuIcon} aria-hidden="true" />
          </Toggle>
          {/* To a fragment that names nothing: the menu is no longer the target, and the page stays where it was ("#" would go to its top). */}
          <Toggle href={`#${dom.phoneMenuId}-closed`} aria-label={t("nav.close")} {...{ [dom.phoneToggle]: "close" }}>
            <Glyph icon={X} aria-hidden="true" />
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
