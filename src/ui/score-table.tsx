import { useSite } from "../site-context";
import { DataTable } from "./data-table";
import styled from "./styled";
import { splitTerm } from "./terms";
import { TermDetail } from "./visually-hidden";

const Scores = styled(DataTable)(({ theme }) => ({
  // The score column as narrow as its widest score.
  "& th:first-child": { width: "1%", whiteSpace: "nowrap" },
  "& td strong": { display: "block", color: theme.color.brandStrong },
}));

// The score as a band: a filled chip, highest first as the manifest lists them.
const Band = styled.span(({ theme }) => ({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: theme.size.badge,
  minHeight: theme.size.touch,
  padding: `0 ${theme.space.sm}`,
  borderRadius: theme.radius.sm,
  background: theme.color.teal,
  color: theme.color.onBrand,
  fontSize: theme.fontSize.lg,
  fontWeight: theme.fontWeight.bold,
  fontVariantNumeric: "tabular-nums",
}));

/** A test's scores or bands and what each means, as a table whose rows are named by their score. */
export function ScoreTable({ scores }: { scores: { score: string; meaning: string }[] }) {
  const { t } = useSite();
  return (
    <Scores>
      <thead>
        <tr>
          <th scope="col">{t("testPrep.score")}</th>
          <th scope="col">{t("testPrep.meaning")}</th>
        </tr>
      </thead>
      <tbody>
        {scores.map(({ score, meaning }) => {
          const { term, detail } = splitTerm(meaning);
          return (
            <tr key={score}>
              <th scope="row">
                <Band>{score}</Band>
              </th>
              {/* A score without a name of its own (IELTS 6.5) has its meaning alone. */}
              <td>
                <TermDetail term={term} detail={detail} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </Scores>
  );
}
