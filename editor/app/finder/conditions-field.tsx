import type { FieldProps } from "@rjsf/utils";
import { MessageList } from "../form/message-list";
import { messagesIn } from "../form/messages-in";
import { useLang, useWords } from "../lang";
import { useSectionPart } from "../form/section-value";
import { conditionsOf, questionsOf, valueAt, withAnswer, without, wordsOf, type Question } from "./conditions";

export { isConditions } from "./conditions";
import { finderWords } from "./words";
import "./finder.css";

const Messages = ({ of }: { of: unknown }) => <MessageList messages={messagesIn(of as FieldProps["errorSchema"])} />;

/**
 * A visa finder's rule's conditions, read from the block's own questions: each question by its
 * words, with a box to tick for each of its answers; a question with none ticked fits any answer.
 * A condition the questionnaire no longer has (a question or an answer renamed) is shown as such,
 * kept until the author removes it, so that nothing of the file is lost unseen.
 */
export function ConditionsField(props: FieldProps) {
  const { lang } = useLang();
  const t = useWords(finderWords);
  // The rule's conditions are at …/<block>/rules/<n>/when: the block is three steps up.
  const block = props.fieldPathId.path.slice(0, -3);
  const questions: Question[] = useSectionPart((section) => questionsOf(valueAt(section, block)));
  const conditions = conditionsOf(props.formData);
  const id = props.fieldPathId.$id;
  const errors = (props.errorSchema ?? {}) as Record<string, unknown>;
  const disabled = props.disabled || props.readonly;
  // Each tick is a step of its own in the undo history: no place to merge typing at.
  const change = (next: Record<string, string[]>) => props.onChange(next, props.fieldPathId.path);
  const unknown = Object.keys(conditions).filter((q) => !questions.some((known) => known.id === q));
  return (
    <fieldset className="finder-conditions" id={id}>
      {/* Never marked required: a rule with nothing ticked is the one that fits every answer. */}
      <legend>{props.schema.title ?? props.name}</legend>
      {props.schema.description && <div className="description">{props.schema.description}</div>}
      {questions.length === 0 && <p className="finder-note">{t.noQuestions}</p>}
      {questions.map((question, q) => {
        const first = questions.find((other) => other.id === question.id)!;
        if (first !== question)
          return (
            <fieldset key={q} className="finder-condition stray" id={`${id}_${question.id}_${q}`}>
              <legend>{wordsOf(question.label, lang, question.id)}</legend>
              <p className="finder-note">{t.sharedName(question.id, wordsOf(first.label, lang, first.id))}</p>
            </fieldset>
          );
        const ticked = conditions[question.id] ?? [];
        const strays = ticked.filter((a) => !question.options.some((o) => o.value === a));
        const boxId = (value: string) => `${id}_${question.id}_${value}`;
        return (
          <fieldset key={q} className="finder-condition" id={`${id}_${question.id}`}>
            <legend>{wordsOf(question.label, lang, question.id)}</legend>
            <div className="finder-answers">
              {[
                ...question.options.map((o) => [o.value, wordsOf(o.label, lang, o.value)]),
                ...strays.map((s) => [s, t.notAnAnswer(s)]),
              ].map(([value, words]) => (
                <label key={value} htmlFor={boxId(value)} className={strays.includes(value) ? "stray" : undefined}>
                  <input
                    type="checkbox"
                    id={boxId(value)}
                    checked={ticked.includes(value)}
                    disabled={disabled}
                    onChange={(e) => change(withAnswer(conditions, questions, question.id, value, e.target.checked))}
                  />
                  {words}
                </label>
              ))}
            </div>
            {ticked.length === 0 && <p className="finder-note">{t.anyAnswer}</p>}
            <Messages of={errors[question.id]} />
          </fieldset>
        );
      })}
      {unknown.map((q) => (
        <fieldset key={q} className="finder-condition stray" id={`${id}_${q}`}>
          <legend>{t.notAQuestion(q)}</legend>
          <p className="finder-note">{conditions[q].join(", ")}</p>
          <button type="button" disabled={disabled} onClick={() => change(without(conditions, questions, q))}>
            {t.removeCondition}
          </button>
          <Messages of={errors[q]} />
        </fieldset>
      ))}
      <Messages of={{ __errors: (errors as { __errors?: unknown }).__errors }} />
    </fieldset>
  );
}
