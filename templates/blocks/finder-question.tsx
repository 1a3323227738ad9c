import styled from "../../src/ui/styled";
import type { FinderQuestion as Question } from "../../src/generated/manifest";
import type { Localized } from "../../src/i18n/localize";
import { useSite } from "../../src/site-context";

const Fieldset = styled.fieldset(({ theme }) => ({
  margin: 0,
  border: `${theme.borderWidth.hairline} solid ${theme.color.border}`,
  "&[data-invalid]": { borderColor: theme.color.error },
  borderRadius: theme.radius.md,
  padding: theme.space.md,
  background: theme.color.surface,
  "& legend": { fontWeight: theme.fontWeight.bold, padding: `0 ${theme.space.xs}`, color: theme.color.brandStrong },
}));

const Options = styled.div(({ theme }) => ({ display: "flex", flexWrap: "wrap", gap: theme.space.sm }));

const Option = styled.div(({ theme }) => ({
  display: "inline-flex",
  alignItems: "center",
  gap: theme.space.sm,
  minHeight: theme.size.touch,
  padding: `${theme.space.xs} ${theme.space.md}`,
  border: `${theme.borderWidth.hairline} solid ${theme.color.border}`,
  borderRadius: theme.radius.pill,
  cursor: "pointer",
  "&:has(input:checked)": {
    borderColor: theme.color.teal,
    background: theme.color.subtle,
    fontWeight: theme.fontWeight.bold,
  },
  "& label": { display: "inline-flex", alignItems: "center", gap: theme.space.sm, cursor: "pointer" },
  "& small": { color: theme.color.muted, fontWeight: theme.fontWeight.regular },
}));

const Missing = styled.p(({ theme }) => ({
  margin: `${theme.space.sm} 0 0`,
  color: theme.color.error,
  fontSize: theme.fontSize.sm,
  fontWeight: theme.fontWeight.bold,
}));

/** One question of the visa finder: its answers as radio buttons, and a note when it was left out. */
export function FinderQuestion({
  question,
  value,
  invalid,
  onChange,
}: {
  question: Localized<Question>;
  value?: string;
  invalid: boolean;
  onChange: (value: string) => void;
}) {
  const { t } = useSite();
  const noteId = `finder-${question.id}-missing`;
  return (
    <Fieldset data-invalid={invalid ? "" : undefined} aria-describedby={invalid ? noteId : undefined}>
      <legend>{question.label}</legend>
      <Options>
        {question.options.map((option) => (
          <Option key={option.value}>
            <label>
              <input
                type="radio"
                name={question.id}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                aria-describedby={option.hint ? `finder-${question.id}-${option.value}-hint` : undefined}
              />
              {option.label}
            </label>
            {/* The answer is the radio's name; its hint, the band it stands for, describes it. */}
            {option.hint && <small id={`finder-${question.id}-${option.value}-hint`}>{option.hint}</small>}
          </Option>
        ))}
      </Options>
      {invalid && <Missing id={noteId}>{t("finder.choose")}</Missing>}
    </Fieldset>
  );
}
