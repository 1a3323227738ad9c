import styled, { globalStyle } from "../ui/styled";
import * as Dialog from "@radix-ui/react-dialog";
import { useEffect, type RefObject } from "react";
import type { Chrome } from "../manifest/page-data";
import { useSite } from "../site-context";
import { fromMd } from "../theme";
import { SiteLink } from "../ui/site-link";

// A plain backdrop rather than Radix's Overlay: the Overlay locks scrolling by injecting a <style>
// element whose text depends on the scrollbar's width, which no hash in the Content-Security-Policy
// can allow. The page is locked by a rule of the site's stylesheet instead (docs/decisions/0010-content-security-policy.md).
const Backdrop = styled.div(({ theme }) => ({
  position: "fixed",
  inset: 0,
  zIndex: theme.layer.dialog,
  background: theme.color.overlay,
}));
globalStyle({ "html[data-scroll-lock] body": { overflow: "hidden" } });

/** While the dialog is open, the page behind it does not scroll. */
function ScrollLock() {
  useEffect(() => {
    document.documentElement.setAttribute("data-scroll-lock", "");
    return () => document.documentElement.removeAttribute("data-scroll-lock");
  }, []);
  return null;
}

const Content = styled(Dialog.Content)(({ theme }) => ({
  position: "fixed",
  zIndex: theme.layer.dialog,
  top: "50%",
  left: "50%",
  transform: "translate(-50%, -50%)",
  width: `calc(100% - ${theme.space.lg})`,
  maxWidth: theme.width.dialog,
  maxHeight: `calc(100% - ${theme.space.lg})`,
  overflowY: "auto",
  background: theme.color.surface,
  borderRadius: theme.radius.md,
  boxShadow: theme.shadow.raised,
  padding: theme.space.lg,
  [fromMd]: { padding: theme.space.xl },
  "& h2": { margin: `0 0 ${theme.space.sm}`, color: theme.color.brandStrong, fontSize: theme.fontSize.xl },
  "& dl": { margin: `${theme.space.md} 0`, display: "grid", gap: theme.space.xs },
  "& dt": { fontWeight: 700, marginTop: theme.space.sm, color: theme.color.brandStrong },
  "& dd": { margin: 0 },
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
    border: `1px solid ${theme.color.border}`,
    color: theme.color.brand,
    textDecoration: "none",
    fontWeight: 600,
  },
}));

const Close = styled(Dialog.Close)(({ theme }) => ({
  position: "absolute",
  top: theme.space.sm,
  right: theme.space.sm,
  width: theme.size.iconButton,
  height: theme.size.iconButton,
  border: "none",
  borderRadius: theme.radius.pill,
  background: theme.color.subtle,
  color: theme.color.text,
  fontSize: theme.fontSize.lg,
  cursor: "pointer",
}));

const networks = { facebook: "Facebook", instagram: "Instagram", linkedin: "LinkedIn" } as const;

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

export interface ConsultationDialogProps {
  contact: Chrome["contact"];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the dialog: it gets the focus back when the dialog closes. */
  opener: RefObject<HTMLButtonElement | null>;
}

/**
 * The office's contact details in a dialog. Radix's dialog traps focus inside, closes on Esc and on
 * its close button, and hides the rest of the page from assistive technology while open.
 */
export default function ConsultationDialog({ contact, open, onOpenChange, opener }: ConsultationDialogProps) {
  const { t } = useSite();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <ScrollLock />
        <Backdrop />
        <Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
        >
          <Dialog.Title>{t("dialog.title")}</Dialog.Title>
          <Dialog.Description>{t("dialog.intro")}</Dialog.Description>
          <dl>
            <dt>{t("dialog.phones")}</dt>
            {contact.phones.map((phone) => (
              <dd key={phone}>
                <a href={telHref(phone)}>{phone}</a>
              </dd>
            ))}
            <dt>{t("dialog.address")}</dt>
            <dd>{contact.address}</dd>
            <dt>{t("dialog.email")}</dt>
            <dd>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </dd>
            <dt>{t("dialog.hours")}</dt>
            {contact.hours.map((h) => (
              <dd key={h.days}>
                {h.days}: {h.time}
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
          <Close aria-label={t("dialog.close")}>
            <span aria-hidden="true">×</span>
          </Close>
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
