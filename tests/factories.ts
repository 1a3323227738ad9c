import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Route, SiteManifest } from "../src/generated/manifest";

/** The small valid manifest; its assets are under tests/fixtures/public. */
export const fixturePath = fileURLToPath(new URL("./fixtures/minimal.manifest.json", import.meta.url));
export const fixturePublicDir = fileURLToPath(new URL("./fixtures/public", import.meta.url));

/** The fixture exactly as written, so that tests can break one line and expect that line back. */
export const fixtureText = (): string => readFileSync(fixturePath, "utf8");

/**
 * The fixture's text with each `find` replaced by the `replace` that follows it. Every `find` must
 * occur exactly once, so that an edit to the fixture fails here, loudly, not as a wrong line number.
 */
export function editFixture(...pairs: string[]): string {
  let text = fixtureText();
  for (let i = 0; i < pairs.length; i += 2) {
    const count = text.split(pairs[i]).length - 1;
    if (count !== 1)
      throw new Error(`editFixture: ${JSON.stringify(pairs[i])} occurs ${count} times in the fixture, not once`);
    text = text.replace(pairs[i], () => pairs[i + 1]);
  }
  return text;
}

/** A fresh parsed copy of the fixture, with top-level sections replaced by `overrides`. */
export function makeManifest(overrides: Partial<SiteManifest> = {}): SiteManifest {
  return { ...(JSON.parse(fixtureText()) as SiteManifest), ...overrides };
}

/** A fresh copy of the fixture's first route of `template` (page, visa or article), with fields replaced. */
export function makeRoute<T extends Route["template"]>(
  template: T,
  overrides: Partial<Extract<Route, { template: T }>> = {},
): Extract<Route, { template: T }> {
  const route = makeManifest().routes.find((r) => r.template === template);
  if (!route) throw new Error(`makeRoute: the fixture has no ${template} route`);
  return { ...(route as Extract<Route, { template: T }>), ...overrides };
}
