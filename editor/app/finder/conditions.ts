import { isNode } from "../form/labels";
import type { UiLang } from "../lang";

/** The schema's mark of a rule's conditions, which only their own control can draw. */
export const isConditions = (schema: unknown) => isNode(schema) && schema["x-control"] === "finder-conditions";

/** A question's or answer's words in the interface language, else the other's, else its short name. */
export const wordsOf = (label: Record<string, unknown> | undefined, lang: UiLang, fallback: string) => {
  const other: UiLang = lang === "mn" ? "en" : "mn";
  for (const l of [lang, other])
    if (typeof label?.[l] === "string" && (label[l] as string).trim()) return label[l] as string;
  return fallback;
};

/** A visa finder's rule's conditions: for each question's id, the answers (their values) it fits. */
export type Conditions = Record<string, string[]>;

/** A question of the finder as the conditions name it: its id, its words and its answers'. */
export interface Question {
  id: string;
  label?: Record<string, unknown>;
  options: { value: string; label?: Record<string, unknown> }[];
}

/** The questions of the block a rule's conditions are in: those with an id, their answers with a value. */
export function questionsOf(block: unknown): Question[] {
  const questions = isNode(block) && Array.isArray(block.questions) ? block.questions : [];
  return questions.flatMap((q) =>
    isNode(q) && typeof q.id === "string" && q.id
      ? [
          {
            id: q.id,
            label: isNode(q.label) ? q.label : undefined,
            options: (Array.isArray(q.options) ? q.options : []).flatMap((o) =>
              isNode(o) && typeof o.value === "string" && o.value
                ? [{ value: o.value, label: isNode(o.label) ? o.label : undefined }]
                : [],
            ),
          },
        ]
      : [],
  );
}

/** The value at `path` (keys and indexes) inside `root`, or undefined. */
export function valueAt(root: unknown, path: readonly (string | number)[]): unknown {
  let node = root;
  for (const key of path) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Record<string | number, unknown>)[key];
  }
  return node;
}

/** The conditions as a rule holds them, whatever the file says: lists of strings under keys. */
export function conditionsOf(value: unknown): Conditions {
  if (!isNode(value)) return {};
  return Object.fromEntries(
    Object.entries(value).map(([id, answers]) => [
      id,
      Array.isArray(answers) ? answers.filter((a): a is string => typeof a === "string") : [],
    ]),
  );
}

/**
 * The conditions with one answer of one question ticked or not. A question none of whose answers
 * is ticked fits any answer, so it leaves the conditions; the questions are kept in the
 * questionnaire's order, and answers in their question's, those it does not know after them.
 */
export function withAnswer(
  conditions: Conditions,
  questions: Question[],
  id: string,
  value: string,
  on: boolean,
): Conditions {
  const had = conditions[id] ?? [];
  const answers = on ? (had.includes(value) ? had : [...had, value]) : had.filter((a) => a !== value);
  const question = questions.find((q) => q.id === id);
  const order = question?.options.map((o) => o.value) ?? [];
  const rank = (a: string) => (order.includes(a) ? order.indexOf(a) : order.length);
  const sorted = answers.map((a, i) => [a, i] as const).sort((x, y) => rank(x[0]) - rank(y[0]) || x[1] - y[1]);
  return ordered({ ...conditions, [id]: sorted.map(([a]) => a) }, questions);
}

/** The conditions without the question `id` (one the questionnaire no longer asks, say). */
export function without(conditions: Conditions, questions: Question[], id: string): Conditions {
  const { [id]: _dropped, ...rest } = conditions;
  return ordered(rest, questions);
}

/** Questions in the questionnaire's order, then those it does not have; none left with no answer. */
function ordered(conditions: Conditions, questions: Question[]): Conditions {
  const known = questions.map((q) => q.id).filter((id) => id in conditions);
  const unknown = Object.keys(conditions).filter((id) => !questions.some((q) => q.id === id));
  return Object.fromEntries(
    [...known, ...unknown].filter((id) => conditions[id].length > 0).map((id) => [id, conditions[id]]),
  );
}
