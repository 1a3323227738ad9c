import { error, isObject, list, type Json } from "./json.ts";
import type { Problem } from "./problem.ts";
import { pointerOf } from "./problem.ts";
import { didYouMean } from "./suggest.ts";
import { listed } from "./printable.ts";
import { mnQuote } from "./mongolian.ts";
import { quoted } from "./printable.ts";
import { draftPaths } from "../routes/status.ts";
import { outcomes, reaching, resultProblems, unusedQuestion, unusedQuestions } from "./finder-results.ts";

/** More answer combinations than this are not enumerated; the check says so instead. */
const maxCombinations = 1_000_000;
/** Whether each question changes a recommendation is looked for among at most this many combinations. */
const maxOutcomes = 200_000;
/** What a finder may recommend: pages that describe a visa or a service. */
const recommendable = ["visa", "service", "test-prep"];

interface Question {
  id: string;
  values: string[];
  /** The question's words and its answers' in each language, for messages an author reads. */
  words: Words;
  answers: Map<string, Words>;
}

type Words = { mn: string; en: string };

/** A text's words in each language, or the short name where a language has none. */
const wordsOf = (label: unknown, fallback: string): Words => {
  const text = isObject(label) ? label : {};
  const inLang = (lang: "mn" | "en") =>
    typeof text[lang] === "string" && (text[lang] as string).trim() ? (text[lang] as string) : fallback;
  return { mn: inLang("mn"), en: inLang("en") };
};

function questionsOf(block: Json, base: string, problems: Problem[]): Question[] {
  const seen = new Set<string>();
  return list(block.questions).flatMap((q, i) => {
    if (!isObject(q) || typeof q.id !== "string") return [];
    if (seen.has(q.id))
      problems.push(
        error(`${base}/questions/${i}/id`, `the question id "${q.id}" is used twice`, undefined, {
          message: `${mnQuote(q.id)} асуулт хоёр удаа бичигдсэн`,
          hint: "Асуулт бүр өөрийн гэсэн нэртэй байна",
        }),
      );
    seen.add(q.id);
    const options = list(q.options).filter(
      (o): o is Json & { value: string } => isObject(o) && typeof o.value === "string",
    );
    const values = options.map((o) => o.value);
    values.forEach((v, j) => {
      if (values.indexOf(v) !== j)
        problems.push(
          error(`${base}/questions/${i}/options/${j}/value`, `the answer "${v}" is listed twice`, undefined, {
            message: `${mnQuote(v)} хариулт хоёр удаа бичигдсэн`,
          }),
        );
    });
    const answers = new Map(options.map((o) => [o.value, wordsOf(o.label, o.value)]));
    return [{ id: q.id, values, words: wordsOf(q.label, q.id), answers }];
  });
}

type Condition = Map<string, Set<string>>;

function conditionsOf(
  block: Json,
  questions: Question[],
  byPath: Map<string, Json>,
  base: string,
  problems: Problem[],
): Condition[] {
  return list(block.rules).map((rule, r) => {
    const condition: Condition = new Map();
    if (!isObject(rule)) return condition;
    const target = typeof rule.recommend === "string" ? byPath.get(rule.recommend) : undefined;
    if (target && !recommendable.includes(target.template as string))
      problems.push(
        error(
          `${base}/rules/${r}/recommend`,
          `"${rule.recommend}" is not a page that describes a visa or a service`,
          `a rule recommends a page with the template ${listed(recommendable).replace(/, (?=[^,]*$)/, " or ")}`,
          {
            message: `${mnQuote(rule.recommend)} нь виз эсвэл үйлчилгээний хуудас биш`,
            hint: "Дүрэм зөвхөн виз эсвэл үйлчилгээний хуудсыг санал болгоно",
          },
        ),
      );
    for (const [id, answers] of Object.entries(isObject(rule.when) ? rule.when : {})) {
      const pointer = `${base}/rules/${r}/when` + pointerOf(id);
      const question = questions.find((q) => q.id === id);
      if (!question) {
        const message = `there is no question "${id}"`;
        problems.push({
          ...error(
            pointer,
            message,
            didYouMean(
              id,
              questions.map((q) => q.id),
            ) ?? `questions: ${listed(questions.map((q) => q.id))}`,
            {
              message: `${mnQuote(id)} гэсэн товч нэртэй асуулт алга`,
              hint: "Энэ нөхцөлийг хасах, эсвэл асуултад ийм товч нэр өгнө үү",
            },
          ),
          // In the editor the condition is shown with a button that removes it.
          en: {
            message: `there is no question with the short name "${id}"`,
            hint: "remove this condition, or give a question that short name",
          },
        });
        continue;
      }
      const values = list(answers).filter((a): a is string => typeof a === "string");
      values.forEach((v, j) => {
        if (!question.values.includes(v)) {
          const message = `"${v}" is not an answer to the question ${quoted(question.words.en)}`;
          problems.push({
            ...error(
              `${pointer}/${j}`,
              message,
              `${didYouMean(v, question.values) ?? ""} its answers: ${listed(question.values)}`.trim(),
              {
                message: `${mnQuote(v)} нь ${mnQuote(question.words.mn)} асуултын хариулт биш`,
                hint: "Энэ хариултын чагтыг авах, эсвэл асуултад ийм товч нэртэй хариулт нэмнэ үү",
              },
            ),
            // In the editor the answer is shown ticked, to be unticked.
            en: { message, hint: "untick it, or give one of the question's answers that short name" },
          });
        }
      });
      condition.set(id, new Set(values));
    }
    return condition;
  });
}

/** Finds a combination of answers that no rule matches, by trying every combination. */
function uncovered(questions: Question[], conditions: Condition[]): Record<string, string> | undefined {
  const answers = new Map<string, string>();
  const matches = (c: Condition) => [...c].every(([id, values]) => values.has(answers.get(id)!));
  const visit = (i: number): boolean => {
    if (i === questions.length) return !conditions.some(matches);
    return questions[i].values.some((v) => {
      answers.set(questions[i].id, v);
      return visit(i + 1);
    });
  };
  return visit(0) ? essential(Object.fromEntries(answers), questions, conditions) : undefined;
}

/**
 * Of answers no rule fits, only those that keep it so: a question is left out when every rule is
 * still ruled out by the answers kept, whatever it is answered. "Visitors who answer A with x"
 * then says who gets nothing, not one visitor among them.
 */
function essential(
  gap: Record<string, string>,
  questions: Question[],
  conditions: Condition[],
): Record<string, string> {
  const kept = new Map(Object.entries(gap));
  const ruledOut = (c: Condition) => [...kept].some(([id, value]) => c.has(id) && !c.get(id)!.has(value));
  for (const { id } of questions) {
    const answer = kept.get(id)!;
    kept.delete(id);
    // With no rule left (all recommend drafts), no answer matters: whatever visitors answer.
    if (!conditions.every(ruledOut)) kept.set(id, answer);
  }
  // In the questionnaire's order.
  return Object.fromEntries(questions.filter((q) => kept.has(q.id)).map((q) => [q.id, kept.get(q.id)!]));
}

/**
 * The answers no rule recommends anything to, as visitors read them: each question's words and
 * the answer's, in the message's language.
 */
function answersOf(gap: Record<string, string>, questions: Question[]): Words {
  const asked = questions.filter((q) => q.id in gap);
  const answer = (q: Question) => q.answers.get(gap[q.id]) ?? { mn: gap[q.id], en: gap[q.id] };
  const en = asked.map((q) => `${quoted(q.words.en)} with ${quoted(answer(q).en)}`);
  if (!asked.length) return { en: "anything", mn: "юу ч" };
  return {
    en: en.length > 1 ? `${en.slice(0, -1).join(", ")} and ${en[en.length - 1]}` : (en[0] ?? ""),
    mn: asked.map((q) => `${mnQuote(q.words.mn)} асуултад ${mnQuote(answer(q).mn)}`).join(", "),
  };
}

/**
 * Every visa finder: rules refer to real questions, answers and visa pages, and every answer gets a
 * recommendation. A rule recommending a draft is left out of the site until the draft is published
 * (src/manifest/page-data.server.ts): a warning while the other rules still answer everything, an
 * error when some answers would then get no recommendation.
 */
export function visaFinders(routes: unknown[], byPath: Map<string, Json>, problems: Problem[], facts: Json = {}) {
  const drafts = draftPaths(routes);
  // Copies of one questionnaire (the same block on several pages) are enumerated once.
  const gaps = new Map<string, [all?: Record<string, string>, published?: Record<string, string>]>();
  // Results are checked once per questionnaire too, their pointers relative to the block.
  const answered = new Map<string, [unused: number[], results: Problem[]]>();
  routes.forEach((route, i) => {
    if (!isObject(route)) return;
    list(route.blocks).forEach((block, b) => {
      if (!isObject(block) || block.type !== "visa-finder") return;
      const base = pointerOf("routes", i, "blocks", b);
      const before = problems.length;
      const questions = questionsOf(block, base, problems);
      const conditions = conditionsOf(block, questions, byPath, base, problems);
      const combinations = questions.reduce((n, q) => n * Math.max(1, q.values.length), 1);
      if (combinations > maxCombinations) {
        problems.push({
          severity: "warning",
          pointer: `${base}/rules`,
          message: `the ${combinations} combinations of answers are too many to check that each gets a recommendation`,
          mn: {
            message: `Хариултын ${combinations} хослол бүрд санал байгаа эсэхийг шалгахад хэт олон байна`,
          },
        });
        return;
      }
      const key = JSON.stringify([block.questions, block.rules]);
      // Rules naming answers that do not exist are reported as such, not again as questions that change nothing.
      const misnamed = problems.length > before;
      if (!answered.has(key)) {
        const table = combinations <= maxOutcomes && !misnamed ? outcomes(questions, conditions) : undefined;
        const results = misnamed ? [] : resultProblems(block, "", byPath, facts, table && reaching(questions, table));
        answered.set(key, [table ? unusedQuestions(questions, table) : [], results]);
      }
      const [unused, results] = answered.get(key)!;
      for (const q of unused) problems.push(unusedQuestion(base, q, questions[q].words));
      for (const result of results) problems.push({ ...result, pointer: base + result.pointer });
      const rules = list(block.rules);
      const toDraft = rules.flatMap((rule, r) =>
        isObject(rule) && typeof rule.recommend === "string" && drafts.has(rule.recommend) ? [r] : [],
      );
      if (!gaps.has(key)) {
        const all = conditions.length ? uncovered(questions, conditions) : undefined;
        const published = conditions.filter((_, r) => !toDraft.includes(r));
        gaps.set(key, [all, all ?? (toDraft.length ? uncovered(questions, published) : undefined)]);
      }
      const [gap, publishedGap] = gaps.get(key)!.map((g) => g && answersOf(g, questions));
      if (gap) {
        const message = `no rule recommends a visa to visitors who answer ${gap.en}`;
        problems.push({
          ...error(
            `${base}/rules`,
            message,
            'end the rules with one whose "when" is {} so that every answer gets a recommendation',
            {
              message: `${gap.mn} гэж хариулсан зочдод ямар ч дүрэм виз санал болгохгүй байна`,
              hint: "Дүрмүүдийн төгсгөлд ямар ч нөхцөлгүй нэг дүрэм нэмж, хариулт бүр санал авахаар болгоно уу",
            },
          ),
          // In the editor a rule's conditions are ticked, not written as JSON.
          en: {
            message,
            hint: "end the rules with one that has no answer ticked, so that every answer gets a recommendation",
          },
        });
      }
      for (const r of toDraft) {
        const draft = (rules[r] as Json).recommend as string;
        problems.push(
          publishedGap
            ? error(
                `${base}/rules/${r}/recommend`,
                `this rule recommends the draft ${draft}, which is not published; without it, no rule recommends a visa to visitors who answer ${publishedGap.en}`,
                "publish that page, or add a rule for those answers that recommends a published visa page",
                {
                  message: `Энэ дүрэм нийтлэгдээгүй ноорог ${mnQuote(draft)} хуудсыг санал болгож байна; түүнгүйгээр ${publishedGap.mn} гэж хариулсан зочдод виз санал болгох дүрэм алга`,
                  hint: "Тэр хуудсыг нийтлэх, эсвэл тэдгээр хариултад нийтлэгдсэн визийн хуудас санал болгох дүрэм нэмнэ үү",
                },
              )
            : {
                severity: "warning",
                pointer: `${base}/rules/${r}/recommend`,
                message: `this rule recommends the draft ${draft}, which is not published: the finder leaves the rule out until that page is published`,
                mn: {
                  message: `Энэ дүрэм нийтлэгдээгүй ноорог ${mnQuote(draft)} хуудсыг санал болгож байна: тэр хуудас нийтлэгдэх хүртэл дүрэм ажиллахгүй`,
                },
              },
        );
      }
    });
  });
}
