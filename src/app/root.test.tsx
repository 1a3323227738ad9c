// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { createMemoryRouter, RouterProvider, useRouteError } from "react-router";
import { ErrorBoundary } from "./root";
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
  const router = createMemoryRouter([{ path: "*", element: <Broken />, errorElement: <Boundary /> }], { initialEntries: ["/about"] });
  render(<RouterProvider router={router} />);
  expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Unexpected Application Error");
  expect(screen.getByText("The template could not draw this page")).toBeTruthy();
});
