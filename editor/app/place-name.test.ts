import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { SiteManifest } from "../../src/generated/manifest";
import { formSchemas } from "../form-schemas.server";
import { placeName } from "./place-name";
import { words } from "./words";

const manifest = JSON.parse(readFileSync("site.manifest.json", "utf8")) as SiteManifest;
const schemas = formSchemas("schema");
type Label = { mn: string; en: string };
const label = (file: string, ...keys: string[]) => {
  let node = JSON.parse(readFileSync(`schema/${file}`, "utf8"));
  for (const key of keys) node = node.properties[key];
  return node["x-label"] as { mn: string; en: string };
};

describe("a place in the manifest, as a merge reports it", () => {
  const index = manifest.routes.findIndex((r) => r.template === "visa");
  const visa = manifest.routes[index];

  it("is a page's path and its field's name, in the editor's language", () => {
    const title = label("templates/visa.schema.json", "title");
    expect(placeName(`/routes/${index}/title/en`, manifest, schemas, words.en)).toBe(
      `${visa.path} — ${title.en} (English)`,
    );
    expect(placeName(`/routes/${index}/title/mn`, manifest, schemas, words.mn)).toBe(
      `${visa.path} — «${title.mn}» (монгол)`,
    );
  });

  it("names an item of a list by its number, and the field inside it after it", () => {
    const requirement = (visa as { requirements: unknown[] }).requirements.length - 1;
    const item = (schemas.templates.visa as { properties: { requirements: { items: { "x-label": Label } } } })
      .properties.requirements.items["x-label"];
    expect(placeName(`/routes/${index}/requirements/${requirement}/en`, manifest, schemas, words.en)).toBe(
      `${visa.path} — ${item.en} ${requirement + 1} (English)`,
    );
    expect(placeName(`/routes/${index}/requirements/${requirement}/mn`, manifest, schemas, words.mn)).toBe(
      `${visa.path} — «${item.mn}» ${requirement + 1} (монгол)`,
    );
    const stat = (schemas.templates.visa as { properties: { stats: { items: { "x-label": Label } } } }).properties.stats
      .items["x-label"];
    expect(placeName(`/routes/${index}/stats/1/value`, manifest, schemas, words.en)).toMatch(
      new RegExp(`^${visa.path} — ${stat.en} 2 › .+`),
    );
  });

  it("names a visa finder's rule's conditions as a whole, by the rule's number, whichever answer is wrong", () => {
    const home = manifest.routes.findIndex((r) => "blocks" in r && r.blocks.some((b) => b.type === "visa-finder"));
    const route = manifest.routes[home] as { path: string; blocks: { type: string; rules?: { when: object }[] }[] };
    const block = route.blocks.findIndex((b) => b.type === "visa-finder");
    const rule = route.blocks[block].rules!.findIndex((r) => Object.keys(r.when).length > 0);
    const question = Object.keys(route.blocks[block].rules![rule].when)[0];
    const ruleSchema = JSON.parse(readFileSync("schema/blocks/visa-finder.schema.json", "utf8")).properties.rules.items;
    const when = ruleSchema.properties.when["x-label"] as Label;
    const at = `/routes/${home}/blocks/${block}/rules/${rule}/when/${question}/0`;
    expect(placeName(at, manifest, schemas, words.en)).toBe(
      `${route.path} — ${ruleSchema["x-label"].en} ${rule + 1} › ${when.en}`,
    );
  });

  it("is the page's path alone for the page itself, and the section's name for the section", () => {
    expect(placeName(`/routes/${index}`, manifest, schemas, words.en)).toBe(visa.path);
    expect(placeName("/settings", manifest, schemas, words.mn)).toBe(words.mn.settings);
  });

  it("is a section of the site and its field's name, or the pointer where neither is known", () => {
    const email = label("settings.schema.json", "contact", "email");
    expect(placeName("/settings/contact/email", manifest, schemas, words.en)).toBe(
      `${words.en.settings} — ${email.en}`,
    );
    expect(placeName("/elsewhere/0", manifest, schemas, words.en)).toBe("/elsewhere/0");
  });

  it("is a fact's own name, and an interface word's key, as their forms show them", () => {
    const [id, fact] = Object.entries(manifest.settings.facts ?? {}).find(([, f]) => f.name)!;
    expect(placeName(`/settings/facts/${id}/mn`, manifest, schemas, words.mn)).toBe(
      `${words.mn.settings} — «${fact.name!.mn}» (монгол)`,
    );
    const key = Object.keys(manifest.interface)[0];
    expect(placeName(`/interface/${key}/en`, manifest, schemas, words.en)).toBe(
      `${words.en.interface} — ${key} (English)`,
    );
  });

  it("is a redirect's old address and where it sends visitors", () => {
    const withRedirect = { ...manifest, redirects: [{ from: "/services/old", to: visa.path }] };
    expect(placeName("/redirects/0/to", withRedirect, schemas, words.mn)).toBe(
      `${words.mn.redirects} — /services/old → ${visa.path}`,
    );
  });
});
