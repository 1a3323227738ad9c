import type { SiteManifest } from "../../src/generated/manifest";
import { makeManifest } from "../factories";
import { linkVectors, markupVectors } from "./vectors";

const all = markupVectors.join("\n");
const both = (text: string) => ({ mn: text, en: text });

/**
 * The small fixture with every payload in its rich text (article body, rich-text block), its plain
 * texts (titles, descriptions, labels, interface words) and its link fields. It passes validation:
 * what the validator refuses outright never reaches a build.
 */
export function xssManifest(): SiteManifest {
  const manifest = makeManifest();
  // The fixture's one picture lives in tests/fixtures/public; the build copies the site's public/.
  const text = JSON.stringify(manifest).replaceAll("/images/monash.svg", "/images/partners/universities.svg");
  const hostile = JSON.parse(text) as SiteManifest;
  hostile.settings.contact.social[0].url = linkVectors[0];
  hostile.interface["action.consult"] = both(`Book ${all}`);
  for (const route of hostile.routes) {
    route.description = both(`Description ${all}`);
    if (route.template === "article") {
      route.title = both("</script><script>__xss(201)</script> Article");
      route.body = both(`<p>Body</p>${all}`);
    }
    if (route.template === "visa") route.stats[0].label = both(`Label ${all}`);
    if (route.template === "page")
      for (const block of route.blocks) {
        if (block.type === "rich-text") block.body = both(`<p>Rich</p>${all}`);
        if (block.type === "partners") block.logos![0].url = linkVectors[1];
        if (block.type === "hero") block.actions![0] = { label: both(`Act ${all}`), href: linkVectors[2] };
      }
  }
  return hostile;
}
