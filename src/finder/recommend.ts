export type Answers = Record<string, string>;

/** A rule as the finder reads it: each question names the answers it accepts. */
type Conditional = { when: Record<string, readonly string[]> };

/** The first rule whose every condition holds for the answers: the same rule order the validator proves complete. */
export function recommend<R extends Conditional>(rules: R[], answers: Answers): R | undefined {
  return rules.find((rule) =>
    Object.entries(rule.when).every(([question, values]) => values.includes(answers[question])),
  );
}
