// The visa finder, the one island that runs React: where it is in the manifest, how to tell React's
// code from the site's, and how to wait until the finder has been hydrated.
import type { Page } from "playwright-core";
import type { BlockPage, VisaFinderBlock } from "../../src/generated/manifest";
import { hydratedAttribute } from "../../src/islands/hydrated";
import { isDraft } from "../../src/routes/status";
import { islandAttribute } from "../../src/ui/island";
import { manifest } from "./page-checks";

/** The first published page whose blocks hold the visa finder. */
export const finderRoute = manifest.routes.find(
  (r): r is BlockPage => r.template === "page" && !isDraft(r) && r.blocks.some((b) => b.type === "visa-finder"),
)!;
if (!finderRoute) throw new Error("the manifest has no published page with the visa finder");

/** The finder of that page. */
export const finder = finderRoute.blocks.find((b): b is VisaFinderBlock => b.type === "visa-finder")!;

/** The finder's island on a page. */
export const finderSelector = `[${islandAttribute}="visa-finder"]`;

/** A script holds React's own code: its element type, or the address of its error pages. */
export const isReact = (code: string) =>
  code.includes("react.transitional.element") || code.includes("react.dev/errors");

/** Brings the finder onto the screen and resolves once React has hydrated it (its island then says so). */
export async function finderHydrated(page: Page, timeout = 30_000): Promise<void> {
  await page.locator(finderSelector).scrollIntoViewIfNeeded();
  await page.locator(`${finderSelector}[${hydratedAttribute}]`).waitFor({ state: "attached", timeout });
}
