import styled from "../../src/ui/styled";
import type { FinderQuestion as Question } from "../../src/generated/manifest";
import type { Localized } from "../../src/i18n/localize";
import { useSite } from "../../src/site-context";
import { belowMd, fromMd } from "../../src/theme";

const Fieldset = styled.fieldset(({ theme }) => ({
  margin: 0,
  border: `${theme.borderWidth.hairline} solid ${theme.color.border}`,
  "&[data-invalid]": { borderColor: theme.color.error },
  borderRadius: theme.radius.md,
  padding: `${theme.space.sm} ${theme.space.md} ${theme.space.md}`,
  background: theme.color.surface,
  "& legend": { fontWeight: theme.fontWeight.bold, padding: `0 ${theme.space.xs}`, color: theme.color.brandStrong },
}));

/**
 * Two answers a row on phones, each as wide as the other (the last of an odd number as wide as the
 * row), or one a row on a phone too narrow for two (a one-word answer of twelve letters overflowed
 * half of a 320 px window); a wrapping row of pills from md up.
 */
const Options = styled.div(({ theme }) => ({
  display: "grid",
  gridTemplateColumns: `repeat(auto-fit, minmax(max(${theme.minColumn.answer}, calc((100% - ${theme.space.sm}) / 2)), 1fr))`,
  gap: theme.space.sm,
  [fromMd]: { display: "flex", flexWrap: "wrap" },
}));

const Option = styled.div(({ theme }) => ({
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  gap: theme.space.sm,
  minHeight: theme.size.touch,
  flexWrap: "wrap",
  columnGap: theme.space.xs,
  padding: `${theme.space.xs} ${theme.space.sm}`,
  border: `${theme.borderWidth.hairline} solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  lineHeight: theme.lineHeight.tight,
  cursor: "pointer",
  [fromMd]: {
    columnGap: theme.space.sm,
    padding: `${theme.space.xs} ${theme.space.md}`,
    borderRadius: theme.radius.pill,
  },
  "&:has(input:checked)": {
    borderColor: theme.color.teal,
    background: theme.color.subtle,
    fontWeight: theme.fontWeight.bold,
  },
  "& label": {
    display: "inline-flex",
    alignItems: "center",
    alignSelf: "stretch",
    gap: theme.space.sm,
    cursor: "pointer",
    // A word longer than the answer's box breaks rather than leaves it.
    overflowWrap: "anywhere",
    // The label's own layer spreads over the whole tile (its padding, the band under the answer), so
    // a tap anywhere on the answer chooses it; the band stays the answer's description, not its name.
    "&::after": { content: '""', position: "absolute", inset: 0, borderRadius: "inherit" },
  },
  "& input": {
    // Above the label's layer: the radio itself takes its own click.
    position: "relative",
    zIndex: 1,
    flexShrink: 0,
    width: theme.size.icon,
    height: theme.size.icon,
    margin: 0,
    accentColor: theme.color.tealStrong,
  },
  "& small": { color: theme.color.muted, fontWeight: theme.fontWeight.regular },
  // On a phone's narrow answer the band goes under its answer, in line with the answer's words.
  [belowMd]: {
    "& small": { flexBasis: "100%", paddingLeft: `calc(${theme.size.icon} + ${theme.space.sm})` },
    // Two to a row, the last of an odd number has its row to itself: no half-empty row, and its
    // words («Аялал жуулчлал, зочлох») the room to stay on one line.
    "&:last-child:nth-child(odd)": { gridColumn: "1 / -1" },
  },
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
