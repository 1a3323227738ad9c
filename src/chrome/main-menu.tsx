import styled, { type CSSObject } from "../ui/styled";
import * as Menu from "@radix-ui/react-navigation-menu";
import { useState, type KeyboardEvent, type ReactNode } from "react";
import type { Chrome } from "../manifest/page-data";
import { useSite } from "../site-context";
import { fromMd, type SiteTheme } from "../theme";
import { SiteLink } from "../ui/site-link";
import { useHydrated } from "../ui/use-hydrated";

const List = styled(Menu.List)(({ theme }) => ({
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
  "& > li > a, & > li > button, & > li > details > summary": {
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
  "& > li > a:hover, & > li > button:hover, & > li > button[data-state=open], & > li > details > summary:hover, & > li > details[open] > summary":
    { background: theme.color.subtle, color: theme.color.brand },
  "& > li > a[aria-current=page]": { color: theme.color.brand, boxShadow: `inset 0 -2px 0 ${theme.color.accent}` },
}));

const Chevron = styled.span(({ theme }) => ({
  fontSize: theme.fontSize.sm,
  transition: "transform 150ms",
  "[data-state=open] > &, [open] > summary > &": { transform: "rotate(180deg)" },
}));

/** A dropdown's columns of links: under the menu bar from md up, in the list's flow on phones. */
export const panelStyles = ({ theme }: { theme: SiteTheme }): CSSObject => ({
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
  "li:last-of-type > &, li:last-of-type > details > &": { [fromMd]: { left: "auto", right: 0 } },
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

const Panel = styled(Menu.Content)(panelStyles);
const StaticPanel = styled.div(panelStyles);

type Dropdown = Chrome["header"]["menus"][number];
type LinkProps = { href: string; onClick: () => void; children: ReactNode };

/** A link of the Radix menu, which the arrow keys move between. */
function MenuLink(props: LinkProps) {
  return (
    <Menu.Link asChild>
      <SiteLink {...props} />
    </Menu.Link>
  );
}

/** A dropdown's headed columns of links. */
function Columns({
  menu,
  onNavigate,
  link: Link,
}: {
  menu: Dropdown;
  onNavigate: () => void;
  link: (props: LinkProps) => ReactNode;
}) {
  return menu.columns.map((column) => (
    <div key={column.heading}>
      <h3>{column.heading}</h3>
      <ul>
        {column.links.map((link) => (
          <li key={link.path}>
            <Link href={link.path} onClick={onNavigate}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  ));
}

/** Focuses the first link of a menu's panel once it is open (ArrowDown on a closed trigger). */
function focusFirstLink(trigger: HTMLElement) {
  const panel = () => document.getElementById(trigger.getAttribute("aria-controls") ?? "");
  const tryFocus = (attempts: number) => {
    const link = panel()?.querySelector<HTMLElement>("a");
    if (link) link.focus();
    else if (attempts > 0) requestAnimationFrame(() => tryFocus(attempts - 1));
  };
  requestAnimationFrame(() => tryFocus(5));
}

/**
 * The header's links and dropdown menus. Radix's navigation menu gives the spec's timings (open
 * after 200 ms, 300 ms skip delay between menus, close after 150 ms) and keyboard handling; a
 * closed menu also opens on ArrowDown. The prerendered HTML has every menu as a native disclosure, so
 * that without JavaScript each still opens and its links are there.
 */
export function MainMenu({ header, onNavigate }: { header: Chrome["header"]; onNavigate: () => void }) {
  const { t } = useSite();
  const [open, setOpen] = useState("");
  const hydrated = useHydrated();
  const openByKey = (value: string) => (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== "ArrowDown" || open === value) return;
    event.preventDefault();
    setOpen(value);
    focusFirstLink(event.currentTarget);
  };
  return (
    <Menu.Root
      value={open}
      onValueChange={setOpen}
      aria-label={t("nav.menu")}
      delayDuration={200}
      skipDelayDuration={300}
    >
      <List>
        {header.links.map((link) => (
          <Menu.Item key={link.path}>
            <MenuLink href={link.path} onClick={onNavigate}>
              {link.label}
            </MenuLink>
          </Menu.Item>
        ))}
        {header.menus.map((menu, i) => {
          const wide = menu.columns.length > 2 || undefined;
          const columns = <Columns menu={menu} onNavigate={onNavigate} link={hydrated ? MenuLink : SiteLink} />;
          // Without script the menu is a native disclosure: it opens on click or Enter, one at a time.
          if (!hydrated)
            return (
              <li key={menu.label} data-wide={wide}>
                <details name="site-menu">
                  <summary>
                    {menu.label} <Chevron aria-hidden="true">▾</Chevron>
                  </summary>
                  <StaticPanel>{columns}</StaticPanel>
                </details>
              </li>
            );
          return (
            <Menu.Item key={menu.label} value={`menu-${i}`} data-wide={wide}>
              <Menu.Trigger onKeyDown={openByKey(`menu-${i}`)}>
                {menu.label} <Chevron aria-hidden="true">▾</Chevron>
              </Menu.Trigger>
              <Panel>{columns}</Panel>
            </Menu.Item>
          );
        })}
      </List>
    </Menu.Root>
  );
}
