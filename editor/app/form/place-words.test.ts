import { describe, expect, it } from "vitest";
import { changesBetween } from "../../../src/authoring/changes";
import { deletePage } from "../../../src/authoring/delete";
import { makeManifest } from "../../../tests/factories";
import { formSchemas } from "../../form-schemas.server";
import { words } from "../words";
import { formWords } from "./words";
import { changeWords, placeWords } from "./place-words";

const schemas = formSchemas("schema");
const manifest = makeManifest();
const refused = (() => {
  const result = deletePage(manifest, "/services/working-holiday");
  if (!("refused" in result)) throw new Error("the fixture's visa page should be linked from other pages");
  return result.refused;
})();
type Node = Record<string, unknown>;
const routeAt = (pointer: string) => manifest.routes[Number(pointer.split("/")[2])] as unknown as Node;

describe.for(["mn", "en"] as const)("a linking place in %s", (lang) => {
  it("is named by the page's title, then sections and fields in the language, never by keys and indexes", () => {
    for (const { pointer } of refused) {
      const steps = placeWords(schemas, manifest, pointer, lang, words[lang]).split(" › ");
      expect(steps[0]).toBe((routeAt(pointer).title as Record<string, string>)[lang]);
      expect(steps.length).toBeGreaterThan(2);
      for (const step of steps) expect(step).not.toMatch(/^\d+$|\[\d+\]|^(blocks|rules|recommend|body|mn|en)$/);
    }
  });

  it("leaves out the page's title for a list shown under it, numbering items as before", () => {
    const second = refused.find((p) => p.pointer.endsWith("/rules/1/recommend"))!;
    const whole = placeWords(schemas, manifest, second.pointer, lang, words[lang]);
    const within = placeWords(schemas, manifest, second.pointer, lang, words[lang], { section: false });
    expect(within).toBe(whole.split(" › ").slice(1).join(" › "));
    expect(within).toMatch(/ 2 › [^›]+$/);
  });

  it("names a text's half by its language, and an item of a list by its number", () => {
    const body = refused.find((p) => p.pointer.endsWith("/body/en"))!;
    expect(placeWords(schemas, manifest, body.pointer, lang, words[lang]).endsWith(` › ${formWords[lang].en}`)).toBe(
      true,
    );
    const second = refused.find((p) => p.pointer.endsWith("/rules/1/recommend"))!;
    expect(placeWords(schemas, manifest, second.pointer, lang, words[lang])).toMatch(/ 2 › [^›]+$/);
  });

  it("names an interface word by its key, and its half by the language", () => {
    const key = Object.keys(manifest.interface)[0];
    expect(placeWords(schemas, manifest, `/interface/${key}/en`, lang, words[lang])).toBe(
      `${words[lang].interface} › ${key} › ${formWords[lang].en}`,
    );
  });

  it("names a fact of the site's facts by its own name, not by its key", () => {
    const withFact = {
      ...manifest,
      settings: {
        ...manifest.settings,
        facts: { visaFee: { mn: "$100", en: "$100", name: { mn: "Хураамж", en: "Fee" } } },
      },
    };
    const steps = placeWords(schemas, withFact, "/settings/facts/visaFee/mn", lang, words[lang]).split(" › ");
    expect(steps[2]).toBe(withFact.settings.facts.visaFee.name[lang]);
    expect(steps).not.toContain("visaFee");
  });

  it("names the settings by the section's name in the page list", () => {
    expect(placeWords(schemas, manifest, "/settings/contact/email", lang, words[lang])).toMatch(
      new RegExp(`^${words[lang].settings} › `),
    );
  });
});

describe.for(["mn", "en"] as const)("a field History lists as changed, in %s", (lang) => {
  const after = makeManifest();
  after.settings.contact.email = "hello@example.mn";
  const about = after.routes.findIndex((r) => r.path === "/about");
  (after.routes[about] as unknown as { title: Record<string, string> }).title[lang] += "!";
  const changes = changesBetween(makeManifest(), after);
  const named = changes.fields.map((label, n) =>
    changeWords(schemas, after, changes.places?.[n], label, lang, words[lang]),
  );

  it("is named as its form names it, a page's field under the page's title", () => {
    expect(named).toEqual([
      placeWords(schemas, after, "/settings/contact/email", lang, words[lang]),
      placeWords(schemas, after, `/routes/${about}/title/${lang}`, lang, words[lang]),
    ]);
    expect(named[1].startsWith(`${after.routes[about].title[lang]} › `)).toBe(true);
  });

  it("keeps the record's own label for a page that is gone or a record without places", () => {
    const gone = { page: "/no-such-page", at: ["title", "en"] };
    expect(changeWords(schemas, after, gone, "/no-such-page › title (en)", lang, words[lang])).toBe(
      "/no-such-page › title (en)",
    );
    expect(changeWords(schemas, after, undefined, "settings › contact › email", lang, words[lang])).toBe(
      "settings › contact › email",
    );
  });

  it("names a change of the whole file or of the pages' order in the language", () => {
    for (const whole of ["file", "order", "unreadable", "next-unreadable"] as const)
      expect(changeWords(schemas, after, { whole }, "the whole file", lang, words[lang])).toBe(
        words[lang].changedWhole[whole],
      );
  });
});

describe.for(["mn", "en"] as const)("a rule's condition in %s", (lang) => {
  // The fixture's visa finder: its block, its first rule with conditions, and a question it names.
  const route = manifest.routes.findIndex((r) => "blocks" in r && r.blocks?.some((b) => b.type === "visa-finder"));
  const blocks = (manifest.routes[route] as unknown as { blocks: Node[] }).blocks;
  const index = blocks.findIndex((b) => b.type === "visa-finder");
  const block = blocks[index] as {
    questions: { id: string; label: Node; options: { value: string; label: Node }[] }[];
    rules: { when: Record<string, string[]> }[];
  };
  const rule = block.rules.findIndex((r) => Object.keys(r.when).length > 0);
  const [id, [answer]] = Object.entries(block.rules[rule].when)[0];
  const question = block.questions.find((q) => q.id === id)!;
  const at = `/routes/${route}/blocks/${index}/rules/${rule}/when/${id}`;

  it("is named by its question's words, and an answer by the answer's, never by their short names", () => {
    expect(placeWords(schemas, manifest, at, lang, words[lang]).split(" › ").slice(-1)).toEqual([question.label[lang]]);
    const option = question.options.find((o) => o.value === answer)!;
    expect(placeWords(schemas, manifest, `${at}/0`, lang, words[lang]).split(" › ").slice(-2)).toEqual([
      question.label[lang],
      option.label[lang],
    ]);
  });

  it("keeps a short name the questionnaire no longer has", () => {
    expect(placeWords(schemas, manifest, at.replace(/[^/]+$/, "gone"), lang, words[lang])).toMatch(/ › gone$/);
  });
});

describe.for(["mn", "en"] as const)("a redirect in %s", (lang) => {
  it("is named by the old address and where it sends visitors, not by its place in the file", () => {
    const withRedirect = { ...manifest, redirects: [{ from: "/services/old", to: "/services/working-holiday" }] };
    expect(placeWords(schemas, withRedirect, "/redirects/0/to", lang, words[lang])).toBe(
      `${words[lang].redirects} › /services/old → /services/working-holiday`,
    );
    expect(placeWords(schemas, withRedirect, "/redirects", lang, words[lang])).toBe(words[lang].redirects);
  });

  it("as History lists it, is named by its old address, and where it leads or that it went", () => {
    expect(changeWords(schemas, manifest, { redirect: { from: "/old", to: "/about" } }, "", lang, words[lang])).toBe(
      `${words[lang].redirects} › /old → /about`,
    );
    expect(changeWords(schemas, manifest, { redirect: { from: "/old" } }, "", lang, words[lang])).toBe(
      `${words[lang].redirects} › ${words[lang].redirectRemoved("/old")}`,
    );
  });
});
