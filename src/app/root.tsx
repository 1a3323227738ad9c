import type { ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from "react-router";
import { Slot } from "../chrome/document-slots";
import { ErrorScreen } from "../chrome/error-screen";
import { parsePath } from "../routes/table";
import { theme } from "../theme";
// The site's stylesheet, compiled from the components' styles (src/ui/styled.ts): one file every page links.
import "virtual:site.css";
import type { Route } from "./+types/root";

/** The HTML document: its language follows the URL (/en… is English). */
export function Layout({ children }: { children: ReactNode }) {
  const { lang } = parsePath(useLocation().pathname);
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href="/site.webmanifest" />
        <meta name="theme-color" content={theme.color.brand} />
        <Slot part="meta">
          <Meta />
        </Slot>
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Shown when even the page's header and footer cannot be drawn: never a blank page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main>
      <ErrorScreen error={error} />
    </main>
  );
}
