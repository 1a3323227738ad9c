/** The rules of a Netlify-style _headers file: a path pattern and the headers it gets. */
export type HeaderRules = { pattern: string; headers: Record<string, string> }[];

export function parseHeadersFile(text: string): HeaderRules {
  const rules: HeaderRules = [];
  for (const line of text.split("\n")) {
    if (!line.trim() || line.trimStart().startsWith("#")) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: {} });
    else if (rules.length) {
      const colon = line.indexOf(":");
      rules[rules.length - 1].headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
    }
  }
  return rules;
}

/** The headers for a path: every matching rule in order, later ones overriding earlier ones. */
export function headersFor(rules: HeaderRules, path: string): Record<string, string> {
  const matches = (pattern: string) =>
    pattern.endsWith("*") ? path.startsWith(pattern.slice(0, -1)) : path === pattern;
  return Object.assign({}, ...rules.filter((r) => matches(r.pattern)).map((r) => r.headers));
}
