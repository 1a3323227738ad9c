import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { BlockPage, VisaFinderBlock, VisaPage } from "../generated/manifest";
import { fixturePublicDir, makeManifest } from "../../tests/factories";
import { createValidator } from "./index.server";

const validate = createValidator({ schemaDir: "schema", publicDir: fixturePublicDir });

const text = (en: string, mn = en) => ({ mn, en });
const budget = {
  id: "finance",
  label: text("Your budget", "Таны төсөв"),
  options: [
    { value: "low", label: text("Low", "Бага"), hint: text("1-3 million ₮", "1-3 сая ₮") },
    { value: "high", label: text("High", "Өндөр"), hint: text("over 10 million ₮", "10 саяас дээш ₮") },
  ],
};
const gender = {
  id: "gender",
  label: text("Your gender", "Таны хүйс"),
  options: [
    { value: "male", label: text("Male", "Эрэгтэй") },
    { value: "female", label: text("Female", "Эмэгтэй") },
  ],
};

/**
 * The fixture whose working holiday page asks for ages 18-30 and about 12 million ₮, beside a visitor
 * visa page, and whose finder asks its questions (age 18-30 or 31-plus, goal, budget, …) with these rules.
 */
function warningsFor(rules: object[], questions: object[] = [budget]): string[] {
  const manifest = makeManifest();
  const visa = manifest.routes.find((r): r is VisaPage => r.template === "visa")!;
  visa.requirements = [
    text("Be aged 18-30 when you apply", "Өргөдөл гаргах үедээ 18-30 настай байх"),
    text(
      "Have at least $5,000 AUD (about 12 million ₮) in funds",
      "Дор хаяж 5,000 австрали доллар (ойролцоогоор 12 сая ₮)",
    ),
  ];
  // A second visa, asking for neither, for the other answers.
  manifest.routes.push({
    ...visa,
    path: "/services/visitor",
    requirements: [text("A valid passport", "Хүчинтэй паспорт")],
  });
  const home = manifest.routes.find((r): r is BlockPage => r.path === "/")!;
  const finder = home.blocks.find((b): b is VisaFinderBlock => b.type === "visa-finder")!;
  finder.questions.push(...(questions as VisaFinderBlock["questions"]));
  finder.rules = rules as unknown as VisaFinderBlock["rules"];
  return validate(JSON.stringify(manifest, null, 2))
    .problems.filter((p) => p.severity === "warning")
    .map((p) => `${p.pointer}  ${p.message}`);
}

const visa = "/services/working-holiday";
const rest = {
  when: {},
  recommend: "/services/visitor",
  reason: text("A counsellor will help you choose.", "Зөвлөх тусална."),
};

describe("a visa finder's results agree with the answers that lead to them", () => {
  it("warns about a question no rule needs, at the question", () => {
    const rules = [
      { when: { age: ["18-30"], goal: ["work-travel"], finance: ["high"] }, recommend: visa, reason: text("Fits.") },
      rest,
    ];
    expect(warningsFor(rules, [budget, gender])).toEqual([
      '/routes/0/blocks/1/questions/3  no answer to the question "Your gender" changes the recommendation: every visitor gets the same result whatever they answer',
    ]);
  });

  it("warns when a page asking for about 12 million ₮ is recommended to a budget of 1-3 million ₮, whatever its reason says", () => {
    const rules = [
      {
        when: { age: ["18-30"], goal: ["work-travel"], finance: ["low"] },
        recommend: visa,
        reason: text("Your age fits, but the visa asks for $5,000 AUD, more than your current budget."),
      },
      rest,
    ];
    expect(warningsFor(rules)).toEqual([
      "/routes/0/blocks/1/rules/0/recommend  this rule recommends /services/working-holiday, whose requirements ask for about 12 million ₮, to visitors whose budget is low (1-3 million ₮)",
    ]);
  });

  it("warns when a page asking for ages 18-30 is recommended to visitors of 31 and over", () => {
    const rules = [
      { when: { age: ["31-plus"], goal: ["study"] }, recommend: "/services/visitor", reason: text("Visit first.") },
      { when: { goal: ["work-travel"], finance: ["high"] }, recommend: visa, reason: text("Work and travel.") },
      rest,
    ];
    expect(warningsFor(rules)).toEqual([
      "/routes/0/blocks/1/rules/1/recommend  this rule recommends /services/working-holiday, whose requirements ask for ages 18-30, to visitors of 31+",
    ]);
  });

  it("warns when a reason's ages or sum hold for some of the visitors it is shown to and not for others", () => {
    const rules = [
      {
        when: { goal: ["study"] },
        recommend: "/services/visitor",
        reason: text(
          "You are within the 18-30 age limit, and about 12 million ₮ is within your budget.",
          "Та 18-30 насны хязгаарт багтаж, ойролцоогоор 12 сая ₮ таны төсөвт багтана.",
        ),
      },
      rest,
    ];
    expect(warningsFor(rules).filter((w) => w.includes("/reason/"))).toEqual([
      "/routes/0/blocks/1/rules/0/reason/mn  this Mongolian reason speaks of ages 18-30, which is true of only some of the visitors this rule leads here (ages 18-30, 31+)",
      "/routes/0/blocks/1/rules/0/reason/mn  this Mongolian reason speaks of 12 million ₮, which some of the budgets this rule accepts reach (high (10+ million ₮)) and some do not (low (1-3 million ₮))",
      "/routes/0/blocks/1/rules/0/reason/en  this English reason speaks of ages 18-30, which is true of only some of the visitors this rule leads here (ages 18-30, 31+)",
      "/routes/0/blocks/1/rules/0/reason/en  this English reason speaks of 12 million ₮, which some of the budgets this rule accepts reach (high (10+ million ₮)) and some do not (low (1-3 million ₮))",
    ]);
  });

  it("reads a reason for the visitors the rules before it left: a contrast true of all of them passes", () => {
    const rules = [
      { when: { age: ["18-30"], goal: ["work-travel"], finance: ["high"] }, recommend: visa, reason: text("Fits.") },
      {
        when: { goal: ["work-travel"], finance: ["high"] },
        recommend: "/services/visitor",
        reason: text(
          "The working holiday is limited to ages 18-30, so here is another way.",
          "Ажил ба амралтын виз зөвхөн 18-30 насныханд зориулагдсан тул өөр замыг санал болгож байна.",
        ),
      },
      rest,
    ];
    expect(warningsFor(rules)).toEqual([]);
  });
});

describe("the site's visa finder", () => {
  it("asks only questions that change a result, and quotes in each result only ages and budgets true of everyone it is shown to", () => {
    const site = readFileSync("site.manifest.json", "utf8");
    const finders = (JSON.parse(site) as { routes: { blocks?: { type: string }[] }[] }).routes.flatMap((route, i) =>
      (route.blocks ?? []).flatMap((block, b) => (block.type === "visa-finder" ? [`/routes/${i}/blocks/${b}/`] : [])),
    );
    expect(finders.length, "the site has no visa finder").toBeGreaterThan(0);
    const problems = createValidator({ schemaDir: "schema", publicDir: "public" })(site).problems;
    expect(problems.filter((p) => finders.some((f) => p.pointer.startsWith(f))).map((p) => p.message)).toEqual([]);
  });
});
