import styled, { type CSSObject } from "../ui/styled";
import { languages, type Lang } from "../routes/table";
import { useSite } from "../site-context";
import { fromMd } from "../theme";
import { visuallyHidden } from "../ui/visually-hidden";
import { dom } from "./dom-names";

/**
 * A control's full label where only its short one shows: still its whole accessible name, read
 * out in full, while the short one, hidden from assistive technology, is what the eye sees.
 */
export const hiddenLabel: CSSObject = visuallyHidden;

const Switch = styled.a(({ theme }) => ({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: theme.size.touch,
  minHeight: theme.size.touch,
  padding: `0 ${theme.space.sm}`,
  border: `${theme.borderWidth.hairline} solid ${theme.color.border}`,
  borderRadius: theme.radius.sm,
  color: theme.color.brand,
  fontWeight: theme.fontWeight.bold,
  textDecoration: "none",
  "&:hover": { background: theme.color.subtle },
  // On phones the language's short name shows, from md up its name.
  [`& [${dom.label}=full]`]: hiddenLabel,
  [fromMd]: {
    padding: `0 ${theme.space.md}`,
    [`& [${dom.label}=full]`]: { position: "static", width: "auto", height: "auto", clipPath: "none" },
    [`& [${dom.label}=short]`]: { display: "none" },
  },
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
    // The name of the language is the link's whole accessible name, spoken in that language; what
    // shows on phones is its short form (WCAG 2.5.3, label in name). The explanation, in the page's
    // language, is its description.
    <Switch href={alternates[other]} hrefLang={other} title={t("lang.switchLabel")} {...{ [dom.languageSwitch]: "" }}>
      <span lang={other}>
        <span aria-hidden="true" {...{ [dom.label]: "short" }}>
          {t("lang.switchShort")}
        </span>
        <span {...{ [dom.label]: "full" }}>{t("lang.switch")}</span>
      </span>
    </Switch>
  );
}
