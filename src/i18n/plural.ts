// The plural part of ICU message syntax, at run time: "{n, plural, one {# article} other {# articles}}".
// The validator parses every interface text with the full ICU parser and admits only plurals whose
// forms hold plain text, "#" and {name}, so these two patterns read all that can reach a page, and
// the page's script stays free of a parser.
const form = String.raw`(=\d+|zero|one|two|few|many|other)\s*\{((?:[^{}]|\{\w+\})*)\}`;
const plural = new RegExp(String.raw`\{\s*(\w+)\s*,\s*plural\s*,((?:\s*${form})+)\s*\}`, "g");
const forms = new RegExp(form, "g");

// Made once per language: a build formats counts on thousands of pages.
const rules = new Map<string, [Intl.PluralRules, Intl.NumberFormat]>();
function rulesOf(lang: string) {
  let found = rules.get(lang);
  if (!found) rules.set(lang, (found = [new Intl.PluralRules(lang), new Intl.NumberFormat(lang)]));
  return found;
}

/** Replaces each plural of text with the form that vars' number takes in the language, "#" being the number. */
export function formatPlurals(text: string, vars: Record<string, string | number>, lang: string): string {
  return text.replace(plural, (whole, name: string, options: string) => {
    if (!Object.hasOwn(vars, name)) return whole;
    const n = Number(vars[name]);
    if (Number.isNaN(n)) return whole;
    const chosen = new Map([...options.matchAll(forms)].map(([, category, text]) => [category, text]));
    const [plurals, numbers] = rulesOf(lang);
    const text = chosen.get(`=${n}`) ?? chosen.get(plurals.select(n)) ?? chosen.get("other");
    return text === undefined ? whole : text.replace(/#/g, numbers.format(n));
  });
}
