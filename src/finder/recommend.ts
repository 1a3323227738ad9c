import type { FinderRule } from "../generated/manifest";

export type Answers = Record<string, string>;

/** The first rule whose every condition holds for the answers: the same rule order the validator proves complete. */
export function recommend<R extends Pick<FinderRule, "when">>(rules: R[], answers: Answers): R | undefined {
  return rules.find((rule) => Object.entries(rule.when).every(([question, values]) => values.includes(answers[question])));
}
