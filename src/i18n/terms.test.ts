import { describe, expect, it } from "vitest";
import type { Glossary } from "../generated/manifest";
import { makeManifest, makeRoute } from "../../tests/factories";
import { termEntries, termFindings } from "./terms";

const glossary: Glossary = {
  englishSpelling: "british",
  spellings: [
    { british: "programme", american: "program" },
    { british: "programmes", american: "programs" },
    { british: "counselling", american: "counseling" },
  ],
  terms: [
    { language: "mn", use: "Окланд", avoid: ["Окленд"] },
    { language: "mn", use: "{n} дугаар ангилал", avoid: ["Дэд ангилал {n}"] },
    { language: "en", use: "e-mail", avoid: ["email"] },
  ],
  keep: ["Research Training Program"],
};

/** The fixture with the glossary and an about page whose intro and rich text say these things. */
function findings(
  intro: { mn: string; en: string },
  body = { mn: "<p>Бид.</p>", en: "<p>We.</p>" },
  spelling = glossary,
) {
  const manifest = makeManifest();
  manifest.settings = { ...manifest.settings, glossary: spelling };
  const about = makeRoute("page", {
    path: "/about",
    description: intro,
    blocks: [{ type: "rich-text", body }],
  });
  manifest.routes = [about];
  return termFindings(manifest).map((f) => `${f.where} ${f.pointer} ${f.lang}: ${f.found} → ${f.use}`);
}

describe("the glossary's check", () => {
  it("finds an avoided Mongolian variant with its endings, and a numbered one, at its page and field", () => {
    expect(findings({ mn: "Оклендод суралцах; Дэд ангилал 500 виз", en: "Study in Auckland; subclass 500" })).toEqual([
      "route /about /routes/0/description mn: Оклендод → Окланд",
      "route /about /routes/0/description mn: Дэд ангилал 500 → {n} дугаар ангилал",
    ]);
  });

  it("finds the spelling not chosen as a whole word in any case, but not a longer word or a name to keep", () => {
    expect(
      findings({
        mn: "Хөтөлбөр",
        en: "Programs and a program in programming; the Research Training Program; write an email or an emailer",
      }),
    ).toEqual([
      "route /about /routes/0/description en: Programs → programmes",
      "route /about /routes/0/description en: program → programme",
      "route /about /routes/0/description en: email → e-mail",
    ]);
  });

  it("reads formatted text as its words: a link's address is not text", () => {
    expect(
      findings(
        { mn: "Бид", en: "Us" },
        {
          mn: '<p><a href="/services/admission-counseling">Элсэлтийн зөвлөгөө</a></p>',
          en: '<p>Our <a href="/services/admission-counseling">admission counseling</a></p>',
        },
      ),
    ).toEqual(["route /about /routes/0/blocks/0/body en: counseling → counselling"]);
  });

  it("reports the other spelling when American is chosen", () => {
    expect(findings({ mn: "Бид", en: "A programme" }, undefined, { ...glossary, englishSpelling: "american" })).toEqual(
      ["route /about /routes/0/description en: programme → program"],
    );
  });

  it("is a row of the translation report, in the language's column", () => {
    const manifest = makeManifest();
    manifest.settings = { ...manifest.settings, glossary };
    manifest.interface["nav.home"] = { mn: "Нүүр", en: "Home e-mail and email" };
    expect(termEntries(manifest)).toEqual([
      {
        key: "/interface/nav.home",
        where: "interface",
        pointer: "/interface/nav.home",
        state: "avoided",
        en: '"email": write "e-mail"',
      },
    ]);
  });
});
