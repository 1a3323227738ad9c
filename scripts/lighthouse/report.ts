// What a Lighthouse report (its JSON) says about a page: the four category scores, the timings a
// visitor feels and, for each category under 100, the audits that cost it points.

export const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
const metrics = { LCP: "largest-contentful-paint", TBT: "total-blocking-time", CLS: "cumulative-layout-shift" };

interface Audit {
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  errorMessage?: string;
  details?: { items?: Item[] };
}
/** A row of an audit's details: a resource, an element or a source location, or a table of them. */
interface Item {
  url?: string;
  href?: string;
  text?: string;
  node?: { snippet?: string };
  source?: { value?: string; url?: string };
  type?: string;
  items?: Item[];
}
/** The parts of Lighthouse's result this report reads. */
export interface LighthouseResult {
  categories: Record<string, { score: number | null; auditRefs: { id: string }[] }>;
  audits: Record<string, Audit>;
  runWarnings?: string[];
  runtimeError?: { message: string };
}

export interface PageSummary {
  page: string;
  /** 0–100 per category; null when Lighthouse could not score it. */
  scores: Record<(typeof categories)[number], number | null>;
  timings: Record<keyof typeof metrics, string>;
  /** Per category under 100: each audit that did not pass, "title: display value", and what it names. */
  failing: Record<string, { audit: string; examples: string[] }[]>;
  warnings: string[];
}

/** Up to three of the resources or elements an audit names, short enough for one line each. */
function examples(audit: Audit): string[] {
  const rows = (audit.details?.items ?? []).flatMap((item) => (item.type === "table" ? (item.items ?? []) : [item]));
  const path = (url: string) => url.replace(/^https?:\/\/localhost:\d+/, "");
  const short = (text: string) => (text.length > 100 ? `${text.slice(0, 99)}…` : text);
  return rows
    .map((row) =>
      row.node?.snippet
        ? row.node.snippet
        : row.href
          ? `${path(row.href)} "${row.text ?? ""}"`
          : (row.url ?? row.source?.url ?? row.source?.value),
    )
    .filter((example) => example !== undefined)
    .slice(0, 3)
    .map((example) => short(path(example)));
}

const scored = (audit: Audit) => !["informative", "notApplicable", "manual"].includes(audit.scoreDisplayMode);

export function summarize(page: string, result: LighthouseResult): PageSummary {
  const scores = Object.fromEntries(
    categories.map((id) => {
      const score = result.categories[id]?.score;
      return [id, score == null ? null : Math.round(score * 100)];
    }),
  ) as PageSummary["scores"];
  const failing: PageSummary["failing"] = {};
  for (const id of categories) {
    if (scores[id] === 100) continue;
    failing[id] = (result.categories[id]?.auditRefs ?? [])
      .map((ref) => result.audits[ref.id])
      .filter((audit) => audit && scored(audit) && (audit.score === null || audit.score < 1))
      .map((audit) => {
        const detail = audit.displayValue ?? audit.errorMessage;
        return { audit: detail ? `${audit.title}: ${detail}` : audit.title, examples: examples(audit) };
      });
  }
  const timings = Object.fromEntries(
    Object.entries(metrics).map(([name, id]) => [name, result.audits[id]?.displayValue ?? "?"]),
  ) as PageSummary["timings"];
  const warnings = [...(result.runtimeError ? [result.runtimeError.message] : []), ...(result.runWarnings ?? [])];
  return { page, scores, timings, failing, warnings };
}

/** The table of every page's scores and timings, then what to fix on each page under 100. */
export function printSummaries(pages: PageSummary[]) {
  const cell = (score: number | null) => (score === null ? "error" : String(score));
  console.log(`\n| page | ${categories.join(" | ")} | LCP | TBT | CLS |`);
  console.log(`| --- |${" ---: |".repeat(categories.length + 3)}`);
  for (const { page, scores, timings } of pages)
    console.log(
      `| ${page} | ${categories.map((id) => cell(scores[id])).join(" | ")} | ${timings.LCP} | ${timings.TBT} | ${timings.CLS} |`,
    );
  for (const { page, scores, failing, warnings } of pages) {
    if (!Object.keys(failing).length && !warnings.length) continue;
    console.log(`\n${page}`);
    for (const warning of warnings) console.log(`  warning: ${warning}`);
    for (const [id, audits] of Object.entries(failing)) {
      console.log(`  ${id} ${cell(scores[id as keyof typeof scores])}:`);
      for (const { audit, examples } of audits) {
        console.log(`    - ${audit}`);
        for (const example of examples) console.log(`        ${example}`);
      }
    }
  }
}
