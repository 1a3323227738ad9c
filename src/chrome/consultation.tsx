import { useSite } from "../site-context";
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
 * browsers that lack them.
 */
export function ConsultationButton({ label, variant }: { label?: string; variant?: "primary" | "secondary" }) {
  const { t } = useSite();
  return (
    <Button type="button" variant={variant} aria-haspopup="dialog" commandfor={dom.dialogId} command="show-modal">
      {label ?? t("header.consult")}
    </Button>
  );
}
