// A visa finder's results must agree with the answers that lead to them: every question asked
// changes some recommendation, and the ages and budgets a result quotes (in its reason, or in the
// recommended page's requirements) hold for every visitor its rule accepts.
import { factToken } from "../content/facts.ts";
import { agesIn, apart, budgetOf, inside, showRange, tugriksIn, ageOf, type Range } from "../finder/figures.ts";
import { isObject, list, type Json } from "./json.ts";
import type { Problem } from "./problem.ts";
import { mnQuote, type MnText } from "./mongolian.ts";
import { quoted } from "./printable.ts";

const languages = { mn: "Mongolian", en: "English" } as const;
type Lang = keyof typeof languages;

interface Answer {
  value: string;
  range: Range;
}

/** The question whose every answer reads as a range (ages from values, budgets from English hints). */
function rangedQuestion(block: Json, read: (option: Json) => Range | undefined) {
  for (const question of list(block.questions)) {
    if (!isObject(question) || typeof question.id !== "string") continue;
    const options = list(question.options).filter(isObject);
    const answers = options.flatMap((o) => {
      const range = read(o);
      return range && typeof o.value === "string" ? [{ value: o.value, range }] : [];
    });
    if (answers.length && answers.length === options.length) return { id: question.id, answers };
  }
  return undefined;
}

const warning = (pointer: string, message: string, hint: string, mn: MnText): Problem => ({
  severity: "warning",
  pointer,
  message,
  hint,
  mn,
});
const languageMn = { mn: "монгол", en: "англи" } as const;

/**
 * The answers of a ranged question of the visitors who see a rule's result: those the rules before
 * it left to it when that is known, else those it names, or all when it names none.
 */
function accepted(rule: Json, question: { id: string; answers: Answer[] }, reach?: Set<string>): Answer[] {
  if (reach) return question.answers.filter((a) => reach.has(a.value));
  const when = isObject(rule.when) && Object.hasOwn(rule.when, question.id) ? list(rule.when[question.id]) : undefined;
  return when ? question.answers.filter((a) => when.includes(a.value)) : question.answers;
}

const named = (answers: Answer[], show: (a: Answer) => string) => answers.map(show).join(", ");

/** Ages and budgets quoted by each rule's reason and by the requirements of the page it recommends. */
export function resultProblems(
  block: Json,
  base: string,
  byPath: Map<string, Json>,
  facts: Json,
  reach?: Map<number, Map<string, Set<string>>>,
): Problem[] {
  const age = rangedQuestion(block, (o) => (typeof o.value === "string" ? ageOf(o.value) : undefined));
  const budget = rangedQuestion(block, (o) =>
    isObject(o.hint) && typeof o.hint.en === "string" ? budgetOf(o.hint.en) : undefined,
  );
  const resolve = (text: string, lang: Lang) =>
    text.replace(factToken, (token, name: string) => {
      const fact = Object.hasOwn(facts, name) ? facts[name] : undefined;
      return isObject(fact) && typeof fact[lang] === "string" ? fact[lang] : token;
    });
  const showBudget = (a: Answer) => `${a.value} (${showRange(a.range)} million ₮)`;
  const problems: Problem[] = [];
  list(block.rules).forEach((rule, r) => {
    if (!isObject(rule)) return;
    // A rule no visitor reaches shows nothing; the totality check is about rules that are missing.
    if (reach && !reach.has(r)) return;
    const ages = age ? accepted(rule, age, reach?.get(r)?.get(age.id)) : [];
    const budgets = budget ? accepted(rule, budget, reach?.get(r)?.get(budget.id)) : [];
    const target = typeof rule.recommend === "string" ? byPath.get(rule.recommend) : undefined;
    const requirements = target?.template === "visa" ? list(target.requirements).filter(isObject) : [];
    const seen = new Set<string>();
    for (const lang of Object.keys(languages) as Lang[]) {
      const reason =
        isObject(rule.reason) && typeof rule.reason[lang] === "string" ? resolve(rule.reason[lang], lang) : "";
      const at = `${base}/rules/${r}/reason/${lang}`;
      const page = requirements.map((q) => (typeof q[lang] === "string" ? resolve(q[lang], lang) : "")).join("\n");
      // A reason may say a visitor is within a range or outside it, but the same of every visitor it is shown to.
      for (const quoted of agesIn(reason)) {
        const within = ages.filter((a) => inside(a.range, quoted));
        if (
          (within.length && within.length < ages.length) ||
          ages.some((a) => !inside(a.range, quoted) && !apart(a.range, quoted))
        )
          problems.push(
            warning(
              at,
              `this ${languages[lang]} reason speaks of ages ${showRange(quoted)}, which is true of only some of the visitors this rule leads here (ages ${named(ages, (a) => showRange(a.range))})`,
              `write the reason so that it holds for every answer the rule accepts, or give the others a rule of their own`,
              {
                message: `Энэ ${languageMn[lang]} тайлбар ${showRange(quoted)} насны тухай өгүүлж байгаа ч энэ дүрмээр ирэх зарим зочинд л хамаатай (${named(ages, (a) => showRange(a.range))} нас)`,
                hint: "Тайлбарыг дүрмийн хүлээн авах бүх хариултад тохирохоор бичих, эсвэл бусдад нь тусдаа дүрэм гаргана уу",
              },
            ),
          );
      }
      for (const sum of tugriksIn(reason)) {
        const reach = budgets.filter((b) => b.range[1] >= sum);
        if (reach.length && reach.length < budgets.length)
          problems.push(
            warning(
              at,
              `this ${languages[lang]} reason speaks of ${sum} million ₮, which some of the budgets this rule accepts reach (${named(reach, showBudget)}) and some do not (${named(
                budgets.filter((b) => !reach.includes(b)),
                showBudget,
              )})`,
              `write the reason so that it holds for every budget the rule accepts, or give the others a rule of their own`,
              {
                message: `Энэ ${languageMn[lang]} тайлбар ${sum} сая ₮-ийн тухай өгүүлж байгаа ч энэ дүрмийн хүлээн авах зарим төсөв түүнд хүрэхгүй`,
                hint: "Тайлбарыг дүрмийн хүлээн авах бүх төсөвт тохирохоор бичих, эсвэл бусдад нь тусдаа дүрэм гаргана уу",
              },
            ),
          );
      }
      // The recommended page's requirements are what the visitor must meet: every visitor led there must.
      // Requirements state limits as ranges ("aged 18-30"); "under 18" there is a condition, not a limit.
      for (const quoted of agesIn(page).filter(([low]) => low > 0)) {
        const outside = ages.filter((a) => !inside(a.range, quoted));
        const key = `age ${quoted}`;
        if (outside.length && !seen.has(key)) {
          seen.add(key);
          problems.push(
            warning(
              `${base}/rules/${r}/recommend`,
              `this rule recommends ${rule.recommend}, whose requirements ask for ages ${showRange(quoted)}, to visitors of ${named(outside, (a) => showRange(a.range))}`,
              `limit the rule's "${age!.id}" answers to ages within ${showRange(quoted)}, or recommend another page to the others`,
              {
                message: `Энэ дүрэм ${showRange(quoted)} насны шаардлагатай ${mnQuote(rule.recommend)} хуудсыг ${named(outside, (a) => showRange(a.range))} насны зочдод санал болгож байна`,
                hint: `Дүрмийн насны хариултуудыг ${showRange(quoted)} насаар хязгаарлах, эсвэл бусдад нь өөр хуудас санал болгоно уу`,
              },
            ),
          );
        }
      }
      for (const sum of tugriksIn(page)) {
        const short = budgets.filter((b) => b.range[1] < sum);
        const key = `budget ${sum}`;
        if (short.length && !seen.has(key)) {
          seen.add(key);
          problems.push(
            warning(
              `${base}/rules/${r}/recommend`,
              `this rule recommends ${rule.recommend}, whose requirements ask for about ${sum} million ₮, to visitors whose budget is ${named(short, showBudget)}`,
              `limit the rule's "${budget!.id}" answers to budgets that reach it, or recommend another page to the others`,
              {
                message: `Энэ дүрэм ойролцоогоор ${sum} сая ₮ шаарддаг ${mnQuote(rule.recommend)} хуудсыг төсөв нь хүрэхгүй зочдод санал болгож байна`,
                hint: "Дүрмийн төсвийн хариултуудыг хүрэлцэх төсвөөр хязгаарлах, эсвэл бусдад нь өөр хуудас санал болгоно уу",
              },
            ),
          );
        }
      }
    }
  });
  return problems;
}

type Question = { id: string; values: string[] };

/** The index of the rule each combination of answers gets, for every combination (mixed radix, first question slowest). */
export function outcomes(questions: Question[], conditions: Map<string, Set<string>>[]): Int32Array {
  const total = questions.reduce((n, q) => n * q.values.length, 1);
  const table = new Int32Array(total);
  const answers = new Map<string, string>();
  for (let c = 0; c < total; c++) {
    let rest = c;
    for (let q = questions.length - 1; q >= 0; q--) {
      const { id, values } = questions[q];
      answers.set(id, values[rest % values.length]);
      rest = Math.floor(rest / values.length);
    }
    table[c] = conditions.findIndex((cond) => [...cond].every(([id, values]) => values.has(answers.get(id)!)));
  }
  return table;
}

/** For each rule, the answers to each question of the visitors it is the first to fit: those who see its result. */
export function reaching(questions: Question[], table: Int32Array): Map<number, Map<string, Set<string>>> {
  const reach = new Map<number, Map<string, Set<string>>>();
  for (let c = 0; c < table.length; c++) {
    let byQuestion = reach.get(table[c]);
    if (!byQuestion) reach.set(table[c], (byQuestion = new Map(questions.map((q) => [q.id, new Set<string>()]))));
    let rest = c;
    for (let q = questions.length - 1; q >= 0; q--) {
      const { id, values } = questions[q];
      byQuestion.get(id)!.add(values[rest % values.length]);
      rest = Math.floor(rest / values.length);
    }
  }
  return reach;
}

/** The questions whose answer never changes which rule recommends: they only make the finder longer. */
export function unusedQuestions(questions: Question[], table: Int32Array): number[] {
  const unused: number[] = [];
  let stride = table.length;
  questions.forEach(({ values }, i) => {
    const size = values.length;
    stride /= size;
    // Combinations that differ only in this question's answer lie `stride` apart within each block.
    let changes = false;
    for (let c = 0; c < table.length && !changes; c++) {
      if (Math.floor(c / stride) % size !== 0) continue;
      for (let d = 1; d < size && !changes; d++) changes = table[c + d * stride] !== table[c];
    }
    if (!changes) unused.push(i);
  });
  return unused;
}

/** A question named by its words in each language. */
export const unusedQuestion = (base: string, i: number, words: { mn: string; en: string }): Problem =>
  warning(
    `${base}/questions/${i}`,
    `no answer to the question ${quoted(words.en)} changes the recommendation: every visitor gets the same result whatever they answer`,
    `name it in the "when" of the rules it should change, or remove the question`,
    {
      message: `${mnQuote(words.mn)} асуултад юу ч гэж хариулсан санал өөрчлөгдөхгүй: бүх зочин ижил үр дүн авна`,
      hint: "Асуултыг өөрчлөх ёстой дүрмүүдийн нөхцөлд оруулах, эсвэл асуултыг хасна уу",
    },
  );
