import { describe, expect, it } from "vitest";
import { editFixture, fixturePublicDir, makeManifest, makeRoute } from "../../tests/factories";
import { figureProblems } from "./figures";
import { createValidator } from "./index.server";
import { formatProblem } from "./report";

const validate = createValidator({ schemaDir: "schema", publicDir: fixturePublicDir });

const facts = {
  experience: { mn: "7+", en: "7+", label: { mn: "Жилийн туршлага", en: "Years of experience" } },
  teamExperience: { mn: "10+", en: "10+" },
};
const stat = (value: string, mn: string, en: string) => ({ value: { mn: value, en: value }, label: { mn, en } });

/** The fixture with these facts, figure cards in its hero and a text of the about page, as npm run validate reports it. */
function linesFor(cards: object[], story = { mn: "Бидний түүх.", en: "Our story." }) {
  const text = editFixture(
    '"blogCategories": [',
    `"facts": ${JSON.stringify(facts)},\n    "blogCategories": [`,
    '"href": "/#visa-finder"\n            }\n          ]',
    `"href": "/#visa-finder"\n            }\n          ],\n          "stats": ${JSON.stringify(cards)}`,
    '"mn": "Бидний түүх",\n            "en": "Our story"',
    `"mn": ${JSON.stringify(story.mn)},\n            "en": ${JSON.stringify(story.en)}`,
  );
  return validate(text).problems.map((p) => formatProblem("site.manifest.json", p));
}

describe("figures that should agree", () => {
  it("two cards with one caption and two figures: a warning at the second, in each language, naming the first", () => {
    const lines = linesFor([
      stat("{{experience}}", "Жилийн туршлага", "Years of experience"),
      stat("{{teamExperience}}", "Жилийн туршлага", "Years of experience"),
    ]);
    expect(lines).toEqual([
      expect.stringMatching(
        /^site\.manifest\.json:\d+:\d+ {2}route \/ {2}\/routes\/0\/blocks\/0\/stats\/1\/value\/mn {2}warning: this card shows "10\+" under the Mongolian caption "Жилийн туршлага", the caption of the fact "experience", which is "7\+" \(if it is that fact, write \{\{experience\}\}; if it counts something else, say what in its caption\)$/,
      ),
      expect.stringMatching(
        /\/routes\/0\/blocks\/0\/stats\/1\/value\/en {2}warning: .*English caption "Years of experience"/,
      ),
    ]);
  });

  it("a card whose caption says what it counts is another fact, and no warning", () => {
    expect(
      linesFor([
        stat("{{experience}}", "Жилийн туршлага", "Years of experience"),
        stat("{{teamExperience}}", "Манай зөвлөхүүдийн жилийн туршлага", "Years of our counsellors' experience"),
      ]),
    ).toEqual([]);
  });

  it("a fact's caption with the fact's own figure written out: write the fact instead", () => {
    expect(linesFor([stat("7+", "Жилийн туршлага", "years of experience")])).toEqual([
      expect.stringMatching(
        /\/stats\/0\/value\/mn {2}warning: this card writes "7\+" itself, under the caption of the fact "experience" \(write \{\{experience\}\}, so that it changes when the fact does\)$/,
      ),
      expect.stringMatching(/\/stats\/0\/value\/en {2}warning: this card writes "7\+" itself/),
    ]);
  });

  it("a number right before a fact's caption in a text, Mongolian endings included", () => {
    expect(linesFor([], { mn: "Манай баг 5 жилийн туршлагатай.", en: "A team with 5+ years of experience." })).toEqual([
      expect.stringMatching(
        /route \/about {2}\/routes\/1\/blocks\/0\/heading\/mn {2}warning: this Mongolian text says "5 жилийн туршлага", but the fact "experience" \("Жилийн туршлага"\) is "7\+"/,
      ),
      expect.stringMatching(
        /\/routes\/1\/blocks\/0\/heading\/en {2}warning: this English text says "5\+ years of experience", but the fact "experience" \("Years of experience"\) is "7\+" \(if it is that fact, write \{\{experience\}\}; if it counts something else, say what in the words after the number\)$/,
      ),
    ]);
    expect(linesFor([], { mn: "{{experience}} жилийн туршлага", en: "{{experience}} years of experience" })).toEqual(
      [],
    );
  });

  it("leaves a visa page's own figures alone: each visa has its own processing time", () => {
    const visa = (path: string, time: string) => {
      const route = makeRoute("visa", { path });
      const [, ...rest] = route.stats;
      return { ...route, stats: [stat(time, "Хугацаа", "Processing time"), ...rest] as typeof route.stats };
    };
    const manifest = makeManifest({
      routes: [visa("/services/working-holiday", "4-8"), visa("/services/student", "6-12")],
    });
    expect(figureProblems(manifest)).toEqual([]);
  });

  it("two pages' cards with one caption: the same figure passes, written with a separator or not; another is named", () => {
    const manifest = makeManifest({
      settings: { ...makeManifest().settings, facts: { clients: { mn: "1500+", en: "1500+" } } },
    });
    const page = (path: string, value: string) =>
      makeRoute("page", { path, blocks: [{ type: "stats", items: [stat(value, "Үйлчлүүлэгч", "Clients")] }] });
    manifest.routes = [page("/", "{{clients}}"), page("/about", "1,500 +")];
    expect(figureProblems(manifest)).toEqual([]);
    manifest.routes.push(page("/partners", "1000+"));
    expect(figureProblems(manifest).map((p) => `${p.pointer}  ${p.message}`)).toEqual([
      '/routes/2/blocks/0/items/0/value/mn  this card shows "1000+" under the Mongolian caption "Үйлчлүүлэгч", which shows "1500+" on page /, blocks/0/items/0',
      '/routes/2/blocks/0/items/0/value/en  this card shows "1000+" under the English caption "Clients", which shows "1500+" on page /, blocks/0/items/0',
    ]);
  });

  it("a fact whose two languages give other numbers, in the author's words; written otherwise, the same number passes", () => {
    const withFacts = (facts: Record<string, { mn: string; en: string }>) =>
      figureProblems(makeManifest({ settings: { ...makeManifest().settings, facts } }));
    expect(withFacts({ clients: { mn: "1,500+", en: "1500+" }, fee: { mn: "$1 200", en: "$1200" } })).toEqual([]);
    const [problem, ...more] = withFacts({ clients: { mn: "1600+", en: "1500+" } });
    expect(more).toEqual([]);
    expect(problem).toMatchObject({
      severity: "warning",
      pointer: "/settings/facts/clients/en",
      message: 'the fact "clients" is "1600+" in Mongolian but "1500+" in English',
    });
    expect(problem.mn?.message).toBe("«clients» тоо баримт монголоор «1600+», англиар «1500+» байна");
  });
});
