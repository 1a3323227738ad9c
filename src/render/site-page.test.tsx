// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { siteManifest } from "../../tests/render";
import { pageData } from "../manifest/page-data.server";
import { SitePage } from "./site-page";

const manifest = siteManifest();

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** Every URL rendered as the built site renders it, in a router with a history. */
function Page() {
  return <SitePage data={pageData(manifest, useLocation().pathname)} />;
}

function renderHistory(entries: string[]) {
  const router = createMemoryRouter([{ path: "*", element: <Page /> }], {
    initialEntries: entries,
    initialIndex: entries.length - 1,
  });
  render(<RouterProvider router={router} />);
  return router;
}

it("an unknown path shows the 404 page, links home in its language and logs the path", () => {
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  renderHistory(["/en/no-such-page"]);
  expect(screen.getByRole("main").textContent).toContain(manifest.interface["notFound.code"].en);
  expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(manifest.interface["notFound.title"].en);
  expect(screen.getByRole("link", { name: manifest.interface["notFound.home"].en }).getAttribute("href")).toBe("/en");
  expect(warn).toHaveBeenCalledWith("Page not found: /en/no-such-page");
});

it("an unknown blog slug goes to the blog, replacing the history entry", async () => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
  const router = renderHistory(["/en/about", "/en/blog/no-such-article"]);
  await vi.waitFor(() => expect(router.state.location.pathname).toBe("/en/blog"));
  expect(router.state.historyAction).toBe("REPLACE");
  await act(() => router.navigate(-1));
  expect(router.state.location.pathname).toBe("/en/about");
});
