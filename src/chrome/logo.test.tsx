// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { languages } from "../routes/table";
import { renderPage, siteManifest } from "../../tests/render";

afterEach(cleanup);

const manifest = siteManifest();

it("the header's link home is the logo in the page's language, named by the company's name in that language", () => {
  for (const lang of languages) {
    renderPage(manifest, lang === "mn" ? "/about" : "/en/about");
    const name = manifest.settings.name[lang];
    const home = within(screen.getAllByRole("banner")[0]).getByRole("link", { name });
    expect(home.getAttribute("href")).toBe(lang === "mn" ? "/" : "/en");
    const logo = within(home).getByRole("img", { name });
    expect(logo.getAttribute("src")).toBe(manifest.settings.logo!.light[lang]);
    cleanup();
  }
});

it("the footer shows the logo for a dark background, named by the company's name", () => {
  renderPage(manifest, "/en");
  const logo = within(screen.getByRole("contentinfo")).getByRole("img", { name: manifest.settings.name.en });
  expect(logo.getAttribute("src")).toBe(manifest.settings.logo!.dark.en);
});

it("without a logo in the manifest, the header's link home is the company's name as text", () => {
  const { logo: _, ...settings } = manifest.settings;
  renderPage({ ...manifest, settings }, "/en/about");
  const home = within(screen.getAllByRole("banner")[0]).getByRole("link", { name: manifest.settings.name.en });
  expect(home.textContent).toBe(manifest.settings.name.en);
});
