import { VisaFinder, type VisaFinderIsland } from "../../templates/blocks/visa-finder";
import type { Answers } from "../finder/recommend";
import { SiteContext } from "../site-context";
import { hydrateIslands } from "./hydrate";

/**
 * The answers a visitor chose before the finder's code arrived (the first touch is what fetches
 * it): the finder starts from them rather than from none.
 */
const chosen = (root: HTMLElement): Answers =>
  Object.fromEntries(
    [...root.querySelectorAll<HTMLInputElement>("input[type=radio]:checked")].map((input) => [input.name, input.value]),
  );

hydrateIslands<VisaFinderIsland>("visa-finder", ({ lang, strings, ...finder }, root) => (
  <SiteContext.Provider value={{ lang, strings }}>
    <VisaFinder {...finder} initial={chosen(root)} />
  </SiteContext.Provider>
));
