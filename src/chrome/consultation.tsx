import styled from "@emotion/styled";
import { useRef } from "react";
import type { Chrome } from "../manifest/page-data";
import { useSite } from "../site-context";
import { ButtonLink } from "../ui/layout";

const Dialog = styled.dialog(({ theme }) => ({
  border: "none",
  borderRadius: theme.radius.md,
  padding: theme.space.lg,
  maxWidth: "28rem",
  width: "calc(100% - 2rem)",
  "&::backdrop": { background: "rgba(15, 23, 42, 0.55)" },
  "& h2": { marginTop: 0, color: theme.color.brandStrong },
  "& dt": { fontWeight: 600, marginTop: theme.space.sm },
  "& dd": { margin: 0 },
  "& ul": { listStyle: "none", padding: 0, display: "flex", gap: theme.space.md },
}));

const networks = { facebook: "Facebook", instagram: "Instagram", linkedin: "LinkedIn" } as const;

/** The consultation button and the dialog with the office's contact details. */
export function ConsultationButton({ contact, label }: { contact: Chrome["contact"]; label?: string }) {
  const { t } = useSite();
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <>
      <ButtonLink>
        <button type="button" onClick={() => dialog.current?.showModal()}>
          {label ?? t("header.consult")}
        </button>
      </ButtonLink>
      <Dialog ref={dialog} aria-labelledby="consultation-title">
        <h2 id="consultation-title">{t("dialog.title")}</h2>
        <p>{t("dialog.intro")}</p>
        <dl>
          <dt>{t("dialog.phones")}</dt>
          {contact.phones.map((phone) => (
            <dd key={phone}>
              <a href={`tel:${phone.replace(/\s/g, "")}`}>{phone}</a>
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
        <ul>
          {contact.social.map((s) => (
            <li key={s.network}>
              <a href={s.url} target="_blank" rel="noopener noreferrer">
                {networks[s.network]}
              </a>
            </li>
          ))}
        </ul>
        <button type="button" onClick={() => dialog.current?.close()}>
          {t("dialog.close")}
        </button>
      </Dialog>
    </>
  );
}
