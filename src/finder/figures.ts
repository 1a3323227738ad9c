// The ages and budgets a visa finder's texts quote, read so that they can be checked against the
// answers that lead to them: a reason that says "you are within 18-30" must not be shown to 31-35.

/** A closed range of whole numbers: ages in years, or money in millions of ₮. */
export type Range = readonly [low: number, high: number];

const number = (text: string) => Number(text.replace(",", "."));

/** The ages an answer stands for, read from its value: under-18, 18-25, 46-plus. */
export function ageOf(value: string): Range | undefined {
  let m = /^under-(\d+)$/.exec(value);
  if (m) return [0, Number(m[1]) - 1];
  m = /^(\d+)-(\d+)$/.exec(value);
  if (m) return [Number(m[1]), Number(m[2])];
  m = /^(\d+)-plus$/.exec(value);
  return m ? [Number(m[1]), Infinity] : undefined;
}

/** The budget an answer stands for, in millions of ₮, read from its hint: "1-3 million ₮", "over 10 million ₮". */
export function budgetOf(hint: string): Range | undefined {
  let m = /(?:over|more than)\s+(\d+(?:[.,]\d+)?)\s*million\s*₮/i.exec(hint);
  if (m) return [number(m[1]), Infinity];
  m = /(\d+(?:[.,]\d+)?)\s*-\s*(\d+(?:[.,]\d+)?)\s*million\s*₮/i.exec(hint);
  return m ? [number(m[1]), number(m[2])] : undefined;
}

/** The age ranges a text quotes: "aged 18-30", "the 18-30 age limit", "under 18", "18-30 насны", "18 хүрээгүй". */
export function agesIn(text: string): Range[] {
  const ranges: Range[] = [];
  const span = String.raw`(\d+)\s*[-–]\s*(\d+)`;
  const patterns: [RegExp, (m: RegExpExecArray) => Range][] = [
    [new RegExp(String.raw`\b(?:aged?|ages)\s+${span}`, "gi"), (m) => [Number(m[1]), Number(m[2])]],
    [new RegExp(String.raw`\b${span}\s+(?:age\b|years? old|-year-olds)`, "gi"), (m) => [Number(m[1]), Number(m[2])]],
    [new RegExp(String.raw`(?<![\d-])${span}\s+нас`, "g"), (m) => [Number(m[1]), Number(m[2])]],
    [/\bunder(?:\s+the\s+age\s+of)?\s+(\d+)\b/gi, (m) => [0, Number(m[1]) - 1]],
    [/(?<![\d-])(\d+)\s+(?:нас\s+)?хүрээгүй/g, (m) => [0, Number(m[1]) - 1]],
    [/(?<![\d-])(\d+)\s+наснаас\s+доош/g, (m) => [0, Number(m[1]) - 1]],
  ];
  for (const [pattern, range] of patterns) for (const m of text.matchAll(pattern)) ranges.push(range(m));
  return ranges;
}

/** The sums in ₮ a text quotes, in millions, by their lowest figure: "about 11-12 million ₮", "11-12 сая ₮". */
export function tugriksIn(text: string): number[] {
  return [...text.matchAll(/(\d+(?:[.,]\d+)?)(?:\s*[-–]\s*\d+(?:[.,]\d+)?)?\s*(?:million|сая)\s*(?:₮|төгрөг)/gi)].map(
    (m) => number(m[1]),
  );
}

export const inside = (a: Range, b: Range) => a[0] >= b[0] && a[1] <= b[1];
export const apart = (a: Range, b: Range) => a[1] < b[0] || a[0] > b[1];
export const showRange = ([low, high]: Range) =>
  high === Infinity ? `${low}+` : low === 0 ? `under ${high + 1}` : low === high ? `${low}` : `${low}-${high}`;
