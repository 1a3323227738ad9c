import { describe, expect, it } from "vitest";
import { fixturePublicDir, fixtureText } from "../../tests/factories";
import { draftLinkProblems } from "./drafts";
import { createValidator } from "./index.server";
import { jsonTextProblems } from "./json-checks";
import { lineIndex } from "./locate";
import { pictureMistake } from "./pictures";
import type { Problem } from "./problem";

const validate = createValidator({ schemaDir: "schema", publicDir: fixturePublicDir });

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- a fixture edited freely

/** The fixture with a mistake of each kind an author of the editor can make. */
function mistakes(): Json {
  const data = JSON.parse(fixtureText()) as Json;
  const routes = data.routes as Json[];
  const visa = routes.find((r) => r.template === "visa")!;
  const article = routes.find((r) => r.template === "article")!;
  const about = routes.find((r) => r.path === "/about")!;
  delete visa.title.en; // a required text missing
  visa.title.mn = " "; // a text of only spaces
  visa.requirements = []; // a list too short
  visa.destination = "/destinations/nowhere"; // no such page
  visa.hero = { src: "/images/missing.jpg", alt: { mn: "", en: "A picture" } }; // no such picture, no description
  visa.intro = { mn: "TODO: бичих", en: "TODO: write" }; // unfinished on a published page
  visa.status = "publishd"; // not one of the choices
  data.settings.contact.email = "not an address"; // a wrong pattern
  about.path = "/"; // a path used twice
  article.path = "/first-post"; // an article outside /blog/
  article.category = "nosuch"; // no such category
  data.settings.blogCategories.push({ ...data.settings.blogCategories[0] }); // a category twice
  data.interface["nav.home"].en = "{n, plural, one {# page}}"; // a plural without its forms
  data.interface["nav.about"].mn = "{{nofact}} тухай"; // no such fact
  data.interface["action.consult"].mn = ""; // an interface word left empty
  data.redirects = [{ from: "/old", to: "/nope" }]; // a redirect to no page
  data.settings.facts = { visaFee: { mn: " ", en: "$100", name: { mn: "Визийн хураамж", en: "Visa fee" } } }; // a fact left empty
  return data;
}

/**
 * Whether a Mongolian text has Cyrillic and no English word: what it quotes of the author's own
 * writing («…», "…", {{fact}}, {n, plural…}), paths and addresses, and the names of picture formats
 * stay as they are written.
 */
function isMongolian(text: string): boolean {
  const rest = text
    .replace(/«[^»]*»/g, "")
    .replace(/"[^"]*"/g, "")
    .replace(/\{[^{}]*(\{[^{}]*\}[^{}]*)*\}/g, "")
    .replace(/(^|\s|\()[/.][^\s,)]*/g, "$1")
    .replace(/\b(JPEG|PNG|WebP|AVIF|SVG)\b/g, "");
  return /[\u0400-\u04ff]/.test(text) && !/[A-Za-z]{2,}/.test(rest);
}

const expectMongolian = (problem: Problem) => {
  expect(problem.mn, problem.message).toBeDefined();
  expect(isMongolian(problem.mn!.message), problem.mn!.message).toBe(true);
  if (problem.mn!.hint !== undefined) expect(isMongolian(problem.mn!.hint), problem.mn!.hint).toBe(true);
};

describe("every problem an author of the editor can meet is said in Mongolian too", () => {
  const problems = validate(JSON.stringify(mistakes(), null, 2)).problems;

  it("finds each mistake", () => {
    const pointers = problems.map((p) => p.pointer);
    for (const expected of [/\/title\/en$/, /\/title\/mn$/, /\/requirements$/, /\/destination$/, /\/hero\/src$/])
      expect(pointers.some((p) => expected.test(p))).toBe(true);
    expect(problems.length).toBeGreaterThanOrEqual(15);
  });

  it("in Cyrillic, without English words, for each of them", () => {
    for (const problem of problems) expectMongolian(problem);
  });

  it("names a field by its name in the schema", () => {
    const missing = problems.find((p) => /\/title\/en$/.test(p.pointer))!;
    expect(missing.mn!.message).toBe("«Гарчиг» талбарын англи бичвэр бичигдээгүй байна");
    const list = problems.find((p) => /\/requirements$/.test(p.pointer))!;
    expect(list.mn!.message).toMatch(/^«[^»]+» жагсаалтад дор хаяж 1 зүйл байх ёстой; одоо 0 байна$/);
  });

  it("names a fact by its own name and an interface word by its key, as the editor's forms show them", () => {
    const fact = problems.find((p) => p.pointer === "/settings/facts/visaFee/mn")!;
    expect(fact.mn!.message).toBe("«Визийн хураамж» талбарын монгол бичвэр хоосон байна");
    const word = problems.find((p) => p.pointer === "/interface/action.consult/mn")!;
    expect(word.mn!.message).toBe("«action.consult» талбарын монгол бичвэр хоосон байна");
  });

  it("while the English stays as the command line prints it", () => {
    const missing = problems.find((p) => /\/title\/en$/.test(p.pointer))!;
    expect(missing.message).toBe('the English text ("en") is missing');
  });

  it("for the checks run outside the schema too: drafts linked, pictures, fields written twice", () => {
    expectMongolian(draftLinkProblems([{ pointer: "/routes/0/blocks/0/link", href: "/draft#top" }])[0]);
    for (const value of ["/images/notes.txt", "/photo.jpg"]) {
      const mistake = pictureMistake(value)!;
      expectMongolian({ severity: "error", pointer: "", ...mistake });
    }
    const text = '{ "a": 1, "a": 2, "b": 1e400 }';
    for (const problem of jsonTextProblems(text, lineIndex(text)).problems) expectMongolian(problem);
  });
});
