import ChevronDown from "lucide-react/icons/chevron-down";
import styled, { type CSSObject } from "../ui/styled";
import type { Chrome } from "../manifest/page-data";
import { useSite } from "../site-context";
import { belowMd, fromLg, fromMd, fromXl, touchFromMd, touchScreen, type SiteTheme } from "../theme";
import { SiteLink } from "../ui/site-link";
import { LinkColumn } from "./link-column";
import { dom } from "./dom-names";

const item = "& > li > a, & > li > details > summary";

/**
 * The menu's items: on phones a list of full-width rows, from md up one row under the header's bar
 * (wrapping to a second row, rather than running off the screen, should an author's labels not fit).
 * Between md and xl the links that the logo or a dropdown also reaches step aside for the dropdowns.
 */
const List = styled.ul(({ theme }) => ({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  [item]: {
    display: "flex",
    alignItems: "center",
    justifyContent: "space-between",
    gap: theme.space.xs,
    width: "100%",
    minHeight: theme.size.touch,
    padding: `${theme.space.sm} ${theme.space.sm}`,
    border: "none",
    borderRadius: theme.radius.sm,
    background: "none",
    color: theme.color.text,
    font: "inherit",
    fontWeight: theme.fontWeight.bold,
    lineHeight: theme.lineHeight.tight,
    textDecoration: "none",
    cursor: "pointer",
    listStyle: "none",
  },
  "& > li > details > summary::-webkit-details-marker": { display: "none" },
  "& > li > a:hover, & > li > details > summary:hover, & > li > details[open] > summary": {
    background: theme.color.subtle,
    color: theme.color.brand,
  },
  "& > li > a[aria-current], & > li[data-current] > details > summary": {
    color: theme.color.brand,
    boxShadow: `inset 3px 0 0 ${theme.color.accent}`,
  },
  [fromMd]: {
    flexDirection: "row",
    flexWrap: "wrap",
    alignItems: "stretch",
    position: "relative",
    minHeight: `calc(${theme.size.headerNav} - ${theme.borderWidth.hairline})`,
    // The first label lines up with the logo above it.
    marginLeft: `calc(-1 * ${theme.space.sm})`,
    marginRight: `calc(-1 * ${theme.space.sm})`,
    "& > li": { position: "relative", display: "flex", alignItems: "center" },
    // A menu of many columns opens under the whole row, a narrow one under its own item.
    [`& > li[data-wide], & > li[${dom.fitRow}]`]: { position: "static" },
    "& > li[data-also]": { display: "none" },
    [item]: {
      justifyContent: "flex-start",
      width: "auto",
      minHeight: 0,
      padding: `${theme.space.sm} ${theme.space.sm}`,
      fontWeight: theme.fontWeight.regular,
      whiteSpace: "nowrap",
      // The focus ring is drawn inside the item's padding: outside it, it touched the next label.
      "&:focus-visible": { outlineOffset: `calc(-1 * ${theme.size.focusRing})` },
    },
    "& > li > a[aria-current], & > li[data-current] > details > summary": {
      boxShadow: `inset 0 -${theme.borderWidth.thick} 0 ${theme.color.accent}`,
    },
  },
  // A link of the row that a dropdown holds too is left to the dropdown below xl, the phone's menu
  // included.
  [belowMd]: { "& > li[data-in-menu]": { display: "none" } },
  [fromXl]: {
    "& > li[data-also]": { display: "flex" },
    // The row's own link is marked where it shows: its dropdown is not marked too.
    "& > li[data-current=also] > details > summary": { color: "inherit", boxShadow: "none" },
  },
  // On a tablet tapped with a finger, each item of the row is as tall as the row.
  [touchFromMd]: { [item]: { minHeight: theme.size.touch } },
}));

const Chevron = styled(ChevronDown)(({ theme }) => ({
  width: theme.size.iconSmall,
  height: theme.size.iconSmall,
  flexShrink: 0,
  transition: "transform 150ms",
  "[open] > summary > &": { transform: "rotate(180deg)" },
}));

/**
 * A dropdown's columns of links: in the list's flow on phones; from md up a panel under its item
 * (aligned to the item's end in the row's second half) or, for many columns, under the whole row,
 * its columns wrapping to fit. A panel never leaves the window: the chrome's script moves one that
 * would under the whole row (src/islands/chrome/menus.ts), and a tall one scrolls.
 */
const panelStyles = ({ theme }: { theme: SiteTheme }): CSSObject => ({
  padding: `0 ${theme.space.md} ${theme.space.sm}`,
  display: "grid",
  gap: theme.space.sm,
  "& h3": {
    fontSize: theme.fontSize.xs,
    lineHeight: theme.lineHeight.tight,
    letterSpacing: theme.letterSpacing.caps,
    textTransform: "uppercase",
    color: theme.color.muted,
    margin: `${theme.space.sm} 0 ${theme.space.xs}`,
  },
  "& ul": { listStyle: "none", margin: 0, padding: 0 },
  "& li a": {
    display: "block",
    padding: `${theme.space.sm} 0`,
    color: theme.color.text,
    lineHeight: theme.lineHeight.tight,
    textDecoration: "none",
  },
  "& li a:hover, & li a:focus-visible": { color: theme.color.brand, textDecoration: "underline" },
  // The page shown, or the section it is in, among a dropdown's links.
  "& li a[aria-current]": { color: theme.color.brand, fontWeight: theme.fontWeight.bold },
  [fromMd]: {
    position: "absolute",
    top: "100%",
    left: 0,
    zIndex: theme.layer.menu,
    width: "max-content",
    maxWidth: `calc(100vw - 2 * ${theme.space.md})`,
    maxHeight: `calc(100dvh - ${theme.size.headerBar} - ${theme.size.headerNav})`,
    overflowY: "auto",
    gridAutoFlow: "column",
    columnGap: theme.space.xl,
    padding: theme.space.lg,
    background: theme.color.surface,
    border: `${theme.borderWidth.hairline} solid ${theme.color.border}`,
    borderRadius: theme.radius.md,
    boxShadow: theme.shadow.raised,
    "& h3": { marginTop: 0 },
    "& ul": { minWidth: theme.width.menuColumn, maxWidth: theme.width.menuLink },
    // A long column of a narrow menu (the destinations, the courses) is laid out in two.
    "& ul:has(> li:nth-child(7))": {
      display: "grid",
      gridTemplateColumns: `repeat(2, minmax(${theme.width.menuColumn}, max-content))`,
      columnGap: theme.space.lg,
      maxWidth: "none",
    },
    "& li a": { padding: `${theme.space.xs} 0` },
    "li[data-align=end] > details > &": { left: "auto", right: 0 },
    [`li[data-wide] > details > &, li[${dom.fitRow}] > details > &`]: {
      left: theme.space.sm,
      right: theme.space.sm,
      width: "auto",
      maxWidth: "none",
      gridAutoFlow: "row",
      // Two columns on a tablet (four make two even rows), as many as fit from lg up.
      gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
      [fromLg]: { gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${theme.width.menuColumn}), 1fr))` },
      rowGap: theme.space.lg,
      "& ul, & ul:has(> li:nth-child(7))": { display: "block", minWidth: 0, maxWidth: "none" },
    },
  },
  // On a screen tapped with a finger, each link is a whole touch target.
  // A finger's height each; a label on two lines (a long Mongolian one) keeps a gap from the next.
  [touchScreen]: {
    "& li a": { display: "flex", alignItems: "center", minHeight: theme.size.touch, paddingBlock: theme.space.sm },
  },
});

const Panel = styled.div(panelStyles);

type Dropdown = Chrome["header"]["menus"][number];

/**
 * Where the page shown is in the header: each link to it ("page"), or to the section it is in
 * ("true": /blog for an article), and each dropdown holding such a link, or the pages under the page
 * shown (the services' dropdown on /services): "also" when a link of the row is marked too, which
 * from xl, where the row shows it, is the one marked. Pages with the same marks share one drawing.
 */
export function menuMarks(header: Chrome["header"], current: string | undefined) {
  const links: Record<string, "page" | "true"> = {};
  const mark = (path: string) => {
    if (!current) return;
    if (path === current) links[path] = "page";
    else if (path !== "/" && current.startsWith(`${path}/`)) links[path] ??= "true";
  };
  for (const link of header.links) mark(link.path);
  const inMenu = header.menus.map((menu) => menu.columns.flatMap((c) => c.links.map((l) => l.path)));
  inMenu.flat().forEach(mark);
  const rowMarked = header.links.some((link) => links[link.path]);
  const menus = inMenu.map((paths) =>
    paths.some((path) => links[path] || (!!current && current !== "/" && path.startsWith(`${current}/`)))
      ? rowMarked
        ? "also"
        : "yes"
      : undefined,
  );
  return { links, menus };
}
type Marks = ReturnType<typeof menuMarks>;

/** A dropdown: a native disclosure, which opens on click or Enter without script, one at a time. */
function DropdownMenu({
  menu,
  end,
  marks,
  held,
}: {
  menu: Dropdown;
  end: boolean;
  marks: Marks["links"];
  held?: string;
}) {
  return (
    <li data-wide={menu.columns.length > 2 || undefined} data-align={end ? "end" : undefined} data-current={held}>
      <details name={dom.dropdownGroup} {...{ [dom.dropdown]: "" }}>
        <summary>
          {menu.label} <Chevron aria-hidden="true" focusable="false" />
        </summary>
        <Panel>
          {menu.columns.map((column) => (
            <LinkColumn key={column.heading} column={column} heading="h3" marks={marks} />
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
  const inMenus = new Set(header.menus.flatMap((m) => m.columns.flatMap((c) => c.links.map((l) => l.path))));
  const marks = menuMarks(header, current);
  return (
    <nav aria-label={t("nav.menu")}>
      <List>
        {header.links.map((link) => (
          <li
            key={link.path}
            data-also={link.path === "/" || inMenus.has(link.path) || undefined}
            data-in-menu={inMenus.has(link.path) || undefined}
          >
            <SiteLink href={link.path} aria-current={marks.links[link.path]}>
              {link.label}
            </SiteLink>
          </li>
        ))}
        {header.menus.map((menu, i) => (
          <DropdownMenu
            key={menu.label}
            menu={menu}
            end={i >= header.menus.length / 2}
            marks={marks.links}
            held={marks.menus[i]}
          />
        ))}
      </List>
    </nav>
  );
}
