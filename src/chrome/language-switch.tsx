import styled from "../ui/styled";
import { useEffect } from "react";
import { languages, type Lang } from "../routes/table";
import { useSite } from "../site-context";
import { PageLink } from "../ui/site-link";

/** Where the visitor's chosen language is remembered between visits. */
export const languageKey = "site.lang";

const Switch = styled(PageLink)(({ theme }) => ({
  padding: `${theme.space.xs} ${theme.space.sm}`,
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.sm,
  color: theme.color.brand,
  fontWeight: 700,
  textDecoration: "none",
}));

const remembered = (): string | null => {
  try {
    return localStorage.getItem(languageKey);
  } catch {
    return null;
  }
};

/**
 * The link to this page in the other language. Choosing it is remembered; a visitor who arrives
 * from elsewhere on a page in the other language is taken to their language's version of it.
 */
export function LanguageSwitch({ alternates }: { alternates: Record<Lang, string> }) {
  const { lang, t, navigate } = useSite();
  const other = languages.find((l) => l !== lang)!;
  useEffect(() => {
    const chosen = remembered();
    const fromThisSite = document.referrer.startsWith(location.origin);
    if (chosen && chosen !== lang && !fromThisSite && languages.includes(chosen as Lang))
      navigate?.(alternates[chosen as Lang], { replace: true });
    // Only on arrival: later changes of page keep the language the visitor is reading.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const choose = () => {
    try {
      localStorage.setItem(languageKey, other);
    } catch {
      // Private browsing may refuse storage; the switch still works for this page.
    }
  };
  return (
    // The visible name of the language is the link's whole accessible name (WCAG 2.5.3, label in
    // name), spoken in that language; the explanation, in the page's language, is its description.
    <Switch to={alternates[other]} hrefLang={other} title={t("lang.switchLabel")} onClick={choose}>
      <span lang={other}>{t("lang.switch")}</span>
    </Switch>
  );
}
