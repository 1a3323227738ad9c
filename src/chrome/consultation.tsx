import MessageCircle from "lucide-react/icons/message-circle";
import { useSite } from "../site-context";
import { Glyph } from "../ui/glyph";
import { Button } from "../ui/layout";
import { dom } from "./dom-names";

// Invoker commands (HTML's commandfor and command attributes), which React passes through as written.
declare module "react" {
  // Merged into React's own declaration, whose type parameter it must repeat.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: "show-modal" | "close" | "request-close";
  }
}

/**
 * A "book a consultation" button. It opens the page's consultation dialog (ConsultationDialog) by
 * an invoker command, which browsers run without script; src/islands/chrome/dialog.ts does it in
 * browsers that lack them. Given a `short` label (the header's), it also holds an icon and that
 * label, which the stylesheet around it shows instead of the full one where room is short; its
 * accessible name is always the full label.
 */
export function ConsultationButton({
  label,
  short,
  variant,
}: {
  label?: string;
  short?: string;
  variant?: "primary" | "secondary";
}) {
  const { t } = useSite();
  const full = label ?? t("header.consult");
  return (
    <Button type="button" variant={variant} aria-haspopup="dialog" commandfor={dom.dialogId} command="show-modal">
      {short === undefined ? (
        full
      ) : (
        <>
          <Glyph icon={MessageCircle} aria-hidden="true" focusable="false" />
          <span aria-hidden="true" {...{ [dom.label]: "short" }}>
            {short}
          </span>
          <span {...{ [dom.label]: "full" }}>{full}</span>
        </>
      )}
    </Button>
  );
}
