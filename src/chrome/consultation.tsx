import { lazy, Suspense, useRef, useState } from "react";
import type { Chrome } from "../manifest/page-data";
import { useSite } from "../site-context";
import { Button } from "../ui/layout";

// The dialog and its focus trap are a third of a page's own code and are needed only once a
// visitor asks for them: they are fetched when the pointer or the focus reaches the button.
const loadDialog = () => import("./consultation-dialog");
const ConsultationDialog = lazy(loadDialog);

/** A "book a consultation" button and the dialog it opens with the office's contact details. */
export function ConsultationButton({
  contact,
  label,
  variant,
}: {
  contact: Chrome["contact"];
  label?: string;
  variant?: "primary" | "secondary";
}) {
  const { t } = useSite();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const prepare = () => {
    void loadDialog();
    setWanted(true);
  };
  return (
    <>
      <Button
        ref={opener}
        type="button"
        variant={variant}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={prepare}
        onFocus={prepare}
        onClick={() => {
          prepare();
          setOpen(true);
        }}
      >
        {label ?? t("header.consult")}
      </Button>
      {wanted && (
        <Suspense>
          <ConsultationDialog contact={contact} open={open} onOpenChange={setOpen} opener={opener} />
        </Suspense>
      )}
    </>
  );
}
