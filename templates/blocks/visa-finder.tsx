import styled from "@emotion/styled";
import { useState, type FormEvent } from "react";
import { ConsultationButton } from "../../src/chrome/consultation";
import { recommend, type Answers } from "../../src/finder/recommend";
import { useSite } from "../../src/site-context";
import { BlockSection } from "../../src/ui/block-section";
import { ButtonLink, Card } from "../../src/ui/layout";
import { SiteLink } from "../../src/ui/site-link";
import type { BlockProps } from "./index";

const Form = styled.form(({ theme }) => ({
  display: "grid",
  gap: theme.space.md,
  "& fieldset": { border: `1px solid ${theme.color.border}`, borderRadius: theme.radius.md, padding: theme.space.md },
  "& legend": { fontWeight: 600, padding: `0 ${theme.space.xs}` },
  "& label": { display: "inline-flex", gap: theme.space.xs, marginRight: theme.space.md, alignItems: "center" },
}));

const Actions = styled.div(({ theme }) => ({ display: "flex", flexWrap: "wrap", gap: theme.space.md, alignItems: "center" }));

/** The questionnaire; the recommendation is the first rule, in manifest order, that the answers satisfy. */
export default function VisaFinder({ block, data }: BlockProps<"visa-finder">) {
  const { t } = useSite();
  const [answers, setAnswers] = useState<Answers>({});
  const [submitted, setSubmitted] = useState(false);
  const complete = block.questions.every((q) => answers[q.id]);
  const rule = submitted && complete ? recommend(block.rules, answers) : undefined;
  const visa = rule ? data.refs[rule.recommend] : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
  };
  return (
    <BlockSection anchor={block.anchor} heading={block.heading} intro={block.intro}>
      {rule && visa ? (
        <Card role="status">
          <p>{t("finder.result")}</p>
          <h3>{visa.title}</h3>
          <p>{rule.reason}</p>
          {visa.requirements && (
            <>
              <h4>{t("finder.requirements")}</h4>
              <ul>{visa.requirements.map((r) => <li key={r}>{r}</li>)}</ul>
            </>
          )}
          <Actions>
            <SiteLink href={visa.path}>{t("finder.details")}</SiteLink>
            <ConsultationButton contact={data.chrome.contact} label={t("finder.book")} />
            <ButtonLink variant="secondary">
              <button type="button" onClick={() => {
                  setAnswers({});
                  setSubmitted(false);
                }}>
                {t("finder.retake")}
              </button>
            </ButtonLink>
          </Actions>
        </Card>
      ) : (
        <Form onSubmit={submit}>
          {block.questions.map((question) => (
            <fieldset key={question.id}>
              <legend>{question.label}</legend>
              {question.options.map((option) => (
                <label key={option.value}>
                  <input
                    type="radio"
                    name={question.id}
                    value={option.value}
                    checked={answers[question.id] === option.value}
                    onChange={() => setAnswers({ ...answers, [question.id]: option.value })}
                  />
                  {option.label}
                </label>
              ))}
            </fieldset>
          ))}
          {submitted && !complete && <p role="alert">{t("finder.incomplete")}</p>}
          <ButtonLink>
            <button type="submit">{t("finder.submit")}</button>
          </ButtonLink>
        </Form>
      )}
    </BlockSection>
  );
}
