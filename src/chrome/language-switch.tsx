import styled from "../ui/styled";
import { languages, type Lang } from "../routes/table";
import { useSite } from "../site-context";
import { dom } from "./dom-names";

const Switch = styled.a(({ theme }) => ({
  padding: `${theme.space.xs} ${theme.space.sm}`,
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.sm,
  color: theme.color.brand,
  fontWeight: 700,
  textDecoration: "none",
}));

/**
 * The link to this page in the other language. The chrome's script remembers the choice, and takes
 * a visitor who arrives from elsewhere on a page in the other language to their language's version
 * (src/islands/chrome/language.ts), reading that version from this link.
 */
export function LanguageSwitch({ alternates }: { alternates: Record<Lang, string> }) {
  const { lang, t } = useSite();
  const other = languages.find((l) => l !== lang)!;
  return (
    // The visible name of the language is the link's whole accessible name (WCAG 2.5.3, label in
    // name), spoken in that language; the explanation, in the page's language, is its description.
    <Switch href={alternates[other]} hrefLang={other} title={t("lang.switchLabel")} {...{ [dom.languageSwitch]: "" }}>
      <span lang={other}>{t("lang.switch")}</span>
    </Switch>
  );
}
