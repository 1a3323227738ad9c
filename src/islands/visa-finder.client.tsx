import { VisaFinder, type VisaFinderIsland } from "../../templates/blocks/visa-finder";
import { SiteContext } from "../site-context";
import { hydrateIslands } from "./hydrate";

hydrateIslands<VisaFinderIsland>("visa-finder", ({ lang, strings, ...finder }) => (
  <SiteContext.Provider value={{ lang, strings }}>
    <VisaFinder {...finder} />
  </SiteContext.Provider>
));
