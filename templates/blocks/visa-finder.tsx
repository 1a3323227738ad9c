import { colourBand } from "../../src/ui/card-surface";
import styled from "../../src/ui/styled";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { ConsultationButton } from "../../src/chrome/consultation";
import { enhancedAttribute } from "../../src/chrome/dom-names";
import { answerTo, recommend, type Answers } from "../../src/finder/recommend";
import { useSite } from "../../src/site-context";
import { BlockSection } from "../../src/ui/block-section";
import { Button, ButtonLink, Card } from "../../src/ui/layout";
import { SiteLink } from "../../src/ui/site-link";
import { FinderQuestion } from "./finder-question";
import type { PageData } from "../../src/manifest/page-data";
import { Island } from "../../src/ui/island";
import type { BlockProps } from "../types";

// Where the browser runs no script at all, the questions, which could lead to no answer, are left
// out: the note offering a consultant stands under the heading. (Before its script has run the
// finder shows them, as it will once it does: nothing moves.)
const Form = styled.form(({ theme }) => ({
  display: "grid",
  gap: theme.space.md,
  "@media (scripting: none)": { "& fieldset": { display: "none" } },
}));

const Result = styled(Card)(({ theme }) => ({
  ...colourBand(theme, theme.color.teal),
  "& > p:first-of-type": {
    color: theme.color.tealStrong,
    fontWeight: theme.fontWeight.bold,
    textTransform: "uppercase",
    fontSize: theme.fontSize.sm,
    letterSpacing: theme.letterSpacing.caps,
  },
  "& h4": { margin: `${theme.space.md} 0 ${theme.space.xs}`, color: theme.color.brandStrong },
  "& ul": { margin: 0, paddingLeft: theme.space.lg, color: theme.color.text },
}));

const Actions = styled.div(({ theme }) => ({
  display: "flex",
  flexWrap: "wrap",
  gap: theme.space.md,
  alignItems: "center",
  marginTop: theme.space.lg,
}));

const Alert = styled.p(({ theme }) => ({ margin: 0, color: theme.color.error, fontWeight: theme.fontWeight.bold }));

// Without script the answers cannot give a recommendation: the button that would ask for one is
// shown only once the page's script has run (it marks the page enhanced), and until then a note
// offers a consultant instead.
const Submit = styled.div({ [`html:not([${enhancedAttribute}]) &`]: { display: "none" } });
const WithoutScript = styled.div(({ theme }) => ({
  display: "grid",
  justifyItems: "start",
  gap: theme.space.md,
  "& p": { margin: 0, maxWidth: theme.width.text, fontWeight: theme.fontWeight.bold },
  [`[${enhancedAttribute}] &`]: { display: "none" },
}));

/** What the finder needs, all of it sent with the page's HTML to the island that runs it. */
export interface VisaFinderProps {
  block: BlockProps<"visa-finder">["block"];
  /** The pages its rules recommend, by manifest path. */
  refs: PageData["refs"];
  /** Answers already chosen when the finder starts in the browser. */
  initial?: Answers;
}

/**
 * The questionnaire; the recommendation is the first rule, in manifest order, that the answers
 * satisfy. It runs in the browser as the island src/islands/visa-finder.tsx.
 */
export function VisaFinder({ block, refs, initial = {} }: VisaFinderProps) {
  const { t } = useSite();
  const [answers, setAnswers] = useState<Answers>(initial);
  // Submitted once (unanswered questions are marked from then on), and submitted complete.
  const [submitted, setSubmitted] = useState(false);
  const [finished, setFinished] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const result = useRef<HTMLDivElement>(null);
  const missing = block.questions.filter((q) => !answerTo(answers, q.id));
  const rule = finished ? recommend(block.rules, answers) : undefined;
  const visa = rule ? refs[rule.recommend] : undefined;
  // The form the focus was in is gone: the recommendation takes the focus, to be read next, and
  // shows from its top (taller than a phone's screen, focus alone would bring only its end into view).
  // After a retake, the first question does, for the answers to be given again.
  const retaken = useRef(false);
  useEffect(() => {
    const shown = finished ? result.current : retaken.current ? form.current : null;
    if (!shown) return;
    retaken.current = false;
    const focused = finished ? shown : shown.querySelector<HTMLInputElement>("input");
    focused?.focus({ preventScroll: true });
    shown.scrollIntoView({ block: "start" });
  }, [finished]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    // The first unanswered question takes the focus, so that a keyboard or screen-reader user lands on it.
    if (missing.length) form.current?.querySelector<HTMLInputElement>(`input[name="${missing[0].id}"]`)?.focus();
    // Answering the last question after a reminder does not submit by itself: the button does.
    else setFinished(true);
  };
  const retake = () => {
    retaken.current = true;
    setAnswers({});
    setSubmitted(false);
    setFinished(false);
  };
  return (
    <BlockSection anchor={block.anchor} heading={block.heading} intro={block.intro}>
      {rule && visa ? (
        <Result role="status" ref={result} tabIndex={-1}>
          <p>{t("finder.result")}</p>
          <h3>{visa.title}</h3>
          <p>{rule.reason}</p>
          {visa.requirements && (
            <>
              <h4>{t("finder.requirements")}</h4>
              <ul>
                {visa.requirements.map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ul>
            </>
          )}
          <Actions>
            <ButtonLink variant="outline">
              <SiteLink href={visa.path}>{t("finder.details")}</SiteLink>
            </ButtonLink>
            <ConsultationButton label={t("finder.book")} />
            <Button type="button" variant="outline" onClick={retake}>
              {t("finder.retake")}
            </Button>
          </Actions>
        </Result>
      ) : (
        <Form ref={form} onSubmit={submit} noValidate>
          {block.questions.map((question) => (
            <FinderQuestion
              key={question.id}
              question={question}
              value={answerTo(answers, question.id)}
              invalid={submitted && !answerTo(answers, question.id)}
              onChange={(value) => setAnswers({ ...answers, [question.id]: value })}
            />
          ))}
          {submitted && missing.length > 0 && (
            <Alert role="alert">{t("finder.incomplete", { n: missing.length })}</Alert>
          )}
          <WithoutScript>
            <p>{t("finder.needsScript")}</p>
            <ConsultationButton label={t("finder.book")} />
          </WithoutScript>
          <Submit>
            <Button type="submit">{t("finder.submit")}</Button>
          </Submit>
        </Form>
      )}
    </BlockSection>
  );
}

/** The props of the finder's island: the finder's own, its interface words and the page's language. */
export interface VisaFinderIsland extends VisaFinderProps {
  lang: PageData["lang"];
  strings: PageData["chrome"]["strings"];
}

/** The finder's words among the site's interface words: what the island needs, not the whole dictionary. */
const finderStrings = (strings: PageData["chrome"]["strings"]) =>
  Object.fromEntries(Object.entries(strings).filter(([key]) => key.startsWith("finder.") || key === "header.consult"));

/** The visa finder block: drawn on the server, then run in the browser as an island. */
export default function VisaFinderBlock({ block, data }: BlockProps<"visa-finder">) {
  const refs = Object.fromEntries(
    block.rules.flatMap((r) => (data.refs[r.recommend] ? [[r.recommend, data.refs[r.recommend]]] : [])),
  );
  const props: VisaFinderIsland = { block, refs, lang: data.lang, strings: finderStrings(data.chrome.strings) };
  return (
    <Island name="visa-finder" props={props}>
      <VisaFinder block={block} refs={refs} />
    </Island>
  );
}
