// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { createMemoryRouter, RouterProvider, useLoaderData, useRouteError } from "react-router";
import { siteManifest } from "../../tests/render";
import { pageData } from "../manifest/page-data.server";
import { ErrorBoundary as PageErrorBoundary } from "./page";
import { ErrorBoundary } from "./root";
import type { Route as PageRoute } from "./+types/page";
import type { Route } from "./+types/root";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Broken(): never {
  throw new Error("The template could not draw this page");
}

/** The root error boundary, given the error as framework mode gives it. */
function Boundary() {
  return <ErrorBoundary {...({ error: useRouteError() } as Route.ErrorBoundaryProps)} />;
}

it("a page that throws while rendering shows the error screen with the message, not a blank page", () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
  const router = createMemoryRouter([{ path: "*", element: <Broken />, errorElement: <Boundary /> }], {
    initialEntries: ["/about"],
  });
  render(<RouterProvider router={router} />);
  expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Unexpected Application Error");
  expect(within(screen.getByRole("alert")).getByRole("paragraph").textContent).toBe(
    "The template could not draw this page",
  );
});

/** The page module's error boundary, given the error and the page's data as framework mode gives them. */
function PageBoundary() {
  return (
    <PageErrorBoundary
      {...({ error: useRouteError(), loaderData: useLoaderData(), params: {} } as PageRoute.ErrorBoundaryProps)}
    />
  );
}

it("a template that throws shows the error screen inside the page's header and footer", async () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
  const manifest = siteManifest();
  const router = createMemoryRouter(
    [
      {
        path: "*",
        loader: ({ request }) => pageData(manifest, new URL(request.url).pathname),
        Component: Broken,
        ErrorBoundary: PageBoundary,
      },
    ],
    {
      initialEntries: ["/en/about"],
    },
  );
  render(<RouterProvider router={router} />);
  const heading = await screen.findByRole("heading", { level: 1 }, { timeout: 10_000 });
  expect(heading.textContent).toBe("Unexpected Application Error");
  const alert = within(screen.getByRole("main")).getByRole("alert");
  expect(within(alert).getByRole("paragraph").textContent).toBe("The template could not draw this page");
  // The header with the site's name and menu, and the footer, in the page's language.
  const banner = within(screen.getByRole("banner"));
  expect(banner.getByRole("link", { name: manifest.settings.name.en }).getAttribute("href")).toBe("/en");
  expect(screen.getByRole("contentinfo").textContent).toContain(manifest.settings.contact.email);
  const [first] = manifest.navigation.header.links;
  const label = first.label ?? manifest.routes.find((r) => r.path === first.path)!.title;
  expect(banner.getByRole("link", { name: label.en }).getAttribute("href")).toBe(
    first.path === "/" ? "/en" : `/en${first.path}`,
  );
});

it("when the page's data itself failed, the bare error screen shows, never a blank page", async () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
  const failing = () => {
    throw new Error("The manifest could not be read");
  };
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "/",
        ErrorBoundary: Boundary,
        children: [{ path: "*", loader: failing, Component: Broken, ErrorBoundary: PageBoundary }],
      },
    ],
    {
      initialEntries: ["/en/about"],
    },
  );
  render(<RouterProvider router={router} />);
  expect((await screen.findByRole("heading", { level: 1 }, { timeout: 10_000 })).textContent).toBe(
    "Unexpected Application Error",
  );
  expect(within(screen.getByRole("alert")).getByRole("paragraph").textContent).toBe("The manifest could not be read");
});
