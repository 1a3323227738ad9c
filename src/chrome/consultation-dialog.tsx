import X from "lucide-react/icons/x";
import styled, { globalStyle } from "../ui/styled";
import type { Chrome } from "../manifest/page-data";
import { useSite } from "../site-context";
import { keepTogether } from "../content/typography";
import { useShared } from "./shared-parts";
import { fromMd, touchScreen } from "../theme";
import { Glyph } from "../ui/glyph";
import { SiteLink } from "../ui/site-link";
import { dom } from "./dom-names";

// While the dialog is open the page behind it does not scroll: a rule of the site's stylesheet,
// which the Content-Security-Policy allows, rather than a style set by script.
globalStyle({ "html:has(dialog:modal)": { overflow: "hidden" } });

const Dialog = styled.dialog(({ theme }) => ({
  width: `calc(100% - ${theme.space.lg})`,
  maxWidth: theme.width.dialog,
  maxHeight: `calc(100% - ${theme.space.lg})`,
  // Its contents scroll inside it, under the close button, which stays in its corner: on a phone
  // the Mongolian contents are taller than the screen, and a phone has no Esc key.
  overflow: "hidden",
  "&[open]": { display: "flex", flexDirection: "column" },
  border: "none",
  background: theme.color.surface,
  color: theme.color.text,
  borderRadius: theme.radius.md,
  boxShadow: theme.shadow.raised,
  padding: 0,
  "&::backdrop": { background: theme.color.overlay },
  "& h2": { margin: `0 0 ${theme.space.sm}`, color: theme.color.brandStrong },
  "& dl": { margin: `${theme.space.md} 0`, display: "grid", gap: theme.space.xs },
  "& dt": { fontWeight: theme.fontWeight.bold, marginTop: theme.space.sm, color: theme.color.brandStrong },
  "& dd": { margin: 0 },
  // On a screen tapped with a finger, the phone numbers and the e-mail address are whole touch targets.
  [touchScreen]: {
    "& dd a": { display: "inline-flex", alignItems: "center", minHeight: theme.size.touch },
  },
}));

const Contents = styled.div(({ theme }) => ({
  overflowY: "auto",
  minHeight: 0,
  padding: theme.space.lg,
  [fromMd]: { padding: theme.space.xl },
}));

const Social = styled.ul(({ theme }) => ({
  listStyle: "none",
  padding: 0,
  margin: `${theme.space.md} 0`,
  display: "flex",
  flexWrap: "wrap",
  gap: theme.space.sm,
  "& a": {
    display: "inline-block",
    padding: `${theme.space.xs} ${theme.space.md}`,
    borderRadius: theme.radius.pill,
    border: `${theme.borderWidth.hairline} solid ${theme.color.border}`,
    color: theme.color.brand,
    textDecoration: "none",
    fontWeight: theme.fontWeight.bold,
  },
  [touchScreen]: { "& a": { display: "inline-flex", alignItems: "center", minHeight: theme.size.touch } },
}));

const Close = styled.button(({ theme }) => ({
  position: "absolute",
  top: theme.space.sm,
  right: theme.space.sm,
  width: theme.size.iconButton,
  height: theme.size.iconButton,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  // Its edge stands out from the dialog's white (3:1 and more), not only its tinted fill.
  border: `${theme.borderWidth.hairline} solid ${theme.color.muted}`,
  borderRadius: theme.radius.pill,
  background: theme.color.subtle,
  color: theme.color.text,
  cursor: "pointer",
  [touchScreen]: { width: theme.size.touch, height: theme.size.touch },
}));

const networks = { facebook: "Facebook", instagram: "Instagram", linkedin: "LinkedIn" } as const;

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

const titleId = `${dom.dialogId}-title`;
const introId = `${dom.dialogId}-intro`;

/** What the consultation dialog holds: the same on every page of a language. */
export function DialogContent({ contact }: { contact: Chrome["contact"] }) {
  const { t } = useSite();
  return (
    <>
      <Contents>
        <h2 id={titleId}>{t("dialog.title")}</h2>
        <p id={introId}>{t("dialog.intro")}</p>
        <dl>
          <dt>{t("dialog.phones")}</dt>
          {contact.phones.map((phone) => (
            <dd key={phone}>
              <a href={telHref(phone)}>{phone}</a>
            </dd>
          ))}
          <dt>{t("dialog.address")}</dt>
          <dd>{keepTogether(contact.address)}</dd>
          <dt>{t("dialog.email")}</dt>
          <dd>
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </dd>
          <dt>{t("dialog.hours")}</dt>
          {contact.hours.map((h) => (
            <dd key={h.days}>
              {h.days}: {keepTogether(h.time)}
            </dd>
          ))}
        </dl>
        <Social aria-label={t("footer.follow")}>
          {contact.social.map((s) => (
            <li key={s.network}>
              <SiteLink href={s.url}>{networks[s.network]}</SiteLink>
            </li>
          ))}
        </Social>
      </Contents>
      <form method="dialog">
        <Close type="submit" aria-label={t("dialog.close")}>
          <Glyph icon={X} aria-hidden="true" />
        </Close>
      </form>
    </>
  );
}

/**
 * The office's contact details in a native modal dialog, once per page and opened by every
 * ConsultationButton. The browser keeps the page behind it inert, closes it on Esc, on a click on
 * the backdrop (closedby="any") and on its close button (a form of method dialog), and gives the
 * focus back to the button that opened it.
 */
export function ConsultationDialog({ contact }: { contact: Chrome["contact"] }) {
  return (
    <Dialog
      id={dom.dialogId}
      closedby="any"
      aria-labelledby={titleId}
      aria-describedby={introId}
      {...useShared("dialog", <DialogContent contact={contact} />)}
    />
  );
}
