export type Answers = Record<string, string>;

/** The answer given to a question; a question's id is the author's, so "constructor" is a question like any other. */
export const answerTo = (answers: Answers, question: string): string | undefined =>
  Object.hasOwn(answers, question) ? answers[question] : undefined;

/** A rule as the finder reads it: each question names the answers it accepts. */
type Conditional = { when: Record<string, readonly string[]> };

/** The first rule whose every condition holds for the answers: the same rule order the validator proves complete. */
export function recommend<R extends Conditional>(rules: R[], answers: Answers): R | undefined {
  return rules.find((rule) =>
    Object.entries(rule.when).every(([question, values]) => {
      const answer = answerTo(answers, question);
      return answer !== undefined && values.includes(answer);
    }),
  );
}
