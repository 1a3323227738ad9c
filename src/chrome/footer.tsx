import styled from "../ui/styled";
import type { Chrome } from "../manifest/page-data";
import { useSite } from "../site-context";
import { keepTogether } from "../content/typography";
import { Container } from "../ui/layout";
import { fromLg, fromMd, touchScreen } from "../theme";
import { SiteLink } from "../ui/site-link";
import { LinkColumn } from "./link-column";
import { Logo } from "./logo";
import { useShared } from "./shared-parts";

const Bar = styled.footer(({ theme }) => ({
  background: theme.color.brandStrong,
  color: theme.color.onBrand,
  // No margin above it: a page's last section, white or tinted, meets it (its own padding spaces them).
  padding: `${theme.space.xl} 0 ${theme.space.lg}`,
  "& a": { color: theme.color.onBrand },
  "& h2": { fontSize: theme.fontSize.md, margin: `0 0 ${theme.space.sm}` },
  "& ul": { listStyle: "none", margin: 0, padding: 0 },
  "& li": { padding: `${theme.space.xs} 0` },
  // A link as tall as its line, above WCAG's 24 px target (2.5.8), rather than its glyphs' 22 px;
  // on a screen tapped with a finger, a whole touch target, the list's rows closing up around them.
  "& li a": { display: "inline-block" },
  [touchScreen]: {
    "& li:has(> a)": { padding: 0 },
    "& a": { display: "inline-flex", alignItems: "center", minHeight: theme.size.touch, minWidth: theme.size.touch },
  },
}));

/**
 * The copyright and the legal links: a row that wraps between the copyright and the links, which
 * move to the next line together, and never inside a link's label.
 */
const Legal = styled.p(({ theme }) => ({
  display: "flex",
  flexWrap: "wrap",
  columnGap: theme.space.lg,
  rowGap: theme.space.xs,
  "& > span:last-child": { display: "flex", flexWrap: "wrap", columnGap: theme.space.lg, rowGap: theme.space.xs },
  "& a": { whiteSpace: "nowrap" },
}));

/** One column on a phone, two on a tablet (an e-mail address needs the width), four from lg up. */
const Columns = styled.div(({ theme }) => ({
  display: "grid",
  gap: theme.space.lg,
  [fromMd]: { gridTemplateColumns: "repeat(2, 1fr)" },
  [fromLg]: { gridTemplateColumns: "repeat(4, 1fr)" },
}));

export function FooterContent({ chrome }: { chrome: Chrome }) {
  const { t } = useSite();
  const { contact } = chrome;
  return (
    <Container>
      <Logo chrome={chrome} tone="dark" />
      <Columns>
        {chrome.footer.columns.map((column) => (
          <LinkColumn key={column.heading} column={column} heading="h2" />
        ))}
        <div>
          <h2>{t("footer.contact")}</h2>
          <ul>
            {contact.phones.map((phone) => (
              <li key={phone}>
                <a href={`tel:${phone.replace(/\s/g, "")}`}>{phone}</a>
              </li>
            ))}
            <li>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </li>
            <li>{keepTogether(contact.address)}</li>
          </ul>
        </div>
        <div>
          <h2>{t("footer.hours")}</h2>
          <ul>
            {contact.hours.map((h) => (
              <li key={h.days}>
                {h.days}: {keepTogether(h.time)}
              </li>
            ))}
          </ul>
        </div>
      </Columns>
      <Legal>
        <span>
          © {chrome.siteName}. {t("footer.rights")}
        </span>
        <span>
          {chrome.footer.legal.map((link) => (
            <SiteLink key={link.path} href={link.path}>
              {link.label}
            </SiteLink>
          ))}
        </span>
      </Legal>
    </Container>
  );
}

/** The site's footer: its columns of links, the office's contacts and hours, the legal line. */
export function Footer({ chrome }: { chrome: Chrome }) {
  return <Bar data-surface="dark" {...useShared("footer", <FooterContent chrome={chrome} />)} />;
}
