import styled, { type CSSObject } from "../ui/styled";
import type { Chrome } from "../manifest/page-data";
import { useSite } from "../site-context";
import { fromMd, type SiteTheme } from "../theme";
import { SiteLink } from "../ui/site-link";
import { LinkColumn } from "./link-column";
import { dom } from "./dom-names";

const List = styled.ul(({ theme }) => ({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: theme.space.xs,
  [fromMd]: { flexDirection: "row", alignItems: "center", gap: theme.space.xs, position: "relative" },
  // A menu of many columns opens under the whole menu bar, a narrow one under its own item.
  "& > li": { [fromMd]: { position: "relative" } },
  "& > li[data-wide]": { [fromMd]: { position: "static" } },
  "& > li > a, & > li > details > summary": {
    display: "flex",
    alignItems: "center",
    gap: theme.space.xs,
    width: "100%",
    padding: `${theme.space.sm} ${theme.space.sm}`,
    border: "none",
    borderRadius: theme.radius.sm,
    background: "none",
    color: theme.color.text,
    font: "inherit",
    fontWeight: 500,
    textDecoration: "none",
    cursor: "pointer",
    whiteSpace: "nowrap",
    listStyle: "none",
  },
  "& > li > details > summary::-webkit-details-marker": { display: "none" },
  "& > li > a:hover, & > li > details > summary:hover, & > li > details[open] > summary": {
    background: theme.color.subtle,
    color: theme.color.brand,
  },
  "& > li > a[aria-current=page]": { color: theme.color.brand, boxShadow: `inset 0 -2px 0 ${theme.color.accent}` },
}));

const Chevron = styled.span(({ theme }) => ({
  fontSize: theme.fontSize.sm,
  transition: "transform 150ms",
  "[open] > summary > &": { transform: "rotate(180deg)" },
}));

/** A dropdown's columns of links: under the menu bar from md up, in the list's flow on phones. */
const panelStyles = ({ theme }: { theme: SiteTheme }): CSSObject => ({
  padding: `${theme.space.sm} ${theme.space.md}`,
  display: "grid",
  gap: theme.space.md,
  [fromMd]: {
    position: "absolute",
    top: `calc(100% + ${theme.space.xs})`,
    left: 0,
    zIndex: theme.layer.menu,
    gridAutoFlow: "column",
    gap: theme.space.xl,
    padding: theme.space.lg,
    background: theme.color.surface,
    border: `1px solid ${theme.color.border}`,
    borderRadius: theme.radius.md,
    boxShadow: theme.shadow.raised,
  },
  "li:last-of-type > details > &": { [fromMd]: { left: "auto", right: 0 } },
  "& h3": {
    fontSize: theme.fontSize.xs,
    letterSpacing: theme.letterSpacing.caps,
    textTransform: "uppercase",
    color: theme.color.muted,
    margin: `0 0 ${theme.space.sm}`,
  },
  "& ul": { listStyle: "none", margin: 0, padding: 0, minWidth: theme.width.menuColumn },
  "& li a": {
    display: "block",
    padding: `${theme.space.xs} 0`,
    color: theme.color.text,
    textDecoration: "none",
    whiteSpace: "nowrap",
  },
  "& li a:hover, & li a:focus-visible": { color: theme.color.brand, textDecoration: "underline" },
});

const Panel = styled.div(panelStyles);

type Dropdown = Chrome["header"]["menus"][number];

/** A dropdown: a native disclosure, which opens on click or Enter without script, one at a time. */
function DropdownMenu({ menu }: { menu: Dropdown }) {
  return (
    <li data-wide={menu.columns.length > 2 || undefined}>
      <details name={dom.dropdownGroup} {...{ [dom.dropdown]: "" }}>
        <summary>
          {menu.label} <Chevron aria-hidden="true">▾</Chevron>
        </summary>
        <Panel>
          {menu.columns.map((column) => (
            <LinkColumn key={column.heading} column={column} heading="h3" />
          ))}
        </Panel>
      </details>
    </li>
  );
}

/**
 * The header's links and dropdown menus, as static HTML. The chrome's script
 * (src/islands/chrome/menus.ts) adds the spec's hover timings and arrow keys to the dropdowns.
 * `current` is the manifest path of the page shown, whose link is marked as the current page.
 */
export function MainMenu({ header, current }: { header: Chrome["header"]; current?: string }) {
  const { t } = useSite();
  return (
    <nav aria-label={t("nav.menu")}>
      <List>
        {header.links.map((link) => (
          <li key={link.path}>
            <SiteLink href={link.path} aria-current={link.path === current ? "page" : undefined}>
              {link.label}
            </SiteLink>
          </li>
        ))}
        {header.menus.map((menu) => (
          <DropdownMenu key={menu.label} menu={menu} />
        ))}
      </List>
    </nav>
  );
}
