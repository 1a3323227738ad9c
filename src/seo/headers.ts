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

/**
 * Whether a rule's path matches: `*` stands for any characters, `/` included, wherever it is
 * (/assets/*, /*.svg), as static hosts read it.
 */
export function pathMatches(pattern: string, path: string): boolean {
  if (!pattern.includes("*")) return path === pattern;
  let matcher = splats.get(pattern);
  if (!matcher) {
    const parts = pattern.split("*").map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
    splats.set(pattern, (matcher = new RegExp(`^${parts.join(".*")}$`, "s")));
  }
  return matcher.test(path);
}
const splats = new Map<string, RegExp>();

/** The headers for a path: every matching rule in order, later ones overriding earlier ones. */
export function headersFor(rules: HeaderRules, path: string): Record<string, string> {
  return Object.assign({}, ...rules.filter((r) => pathMatches(r.pattern, path)).map((r) => r.headers));
}
