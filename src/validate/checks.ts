import { error, isObject, list, type Json } from "./json.ts";
import { splitAnchor } from "../content/links.ts";
import type { Problem } from "./problem.ts";
import { pointerOf } from "./problem.ts";
import { joined, listedMn, mnQuote, suggestion } from "./mongolian.ts";
import { visaFinders } from "./finder.ts";
import { factToken, loneBrace } from "../content/facts.ts";
import { bracedName, figureRepair } from "./figure-repair.ts";
import { isUnfinished, unfinishedProblems } from "./unfinished.ts";
import type { SectionLink } from "./ajv.server.ts";
import { blogListIn, blogListProblems, categoryIds } from "./blog-list.ts";
import { otherPaths } from "../routes/listing.ts";
import { redirectProblems } from "./redirects.ts";
import { placeProblems, pluralProblems } from "./plural.ts";
import { figureProblems, type FigureText } from "./figures.ts";
import { listed, quoted } from "./printable.ts";

/**
 * Calls visit for every string in the data, in the order they are written. Walked without
 * recursion so deep junk cannot overflow; only objects and lists are remembered, and a pointer is
 * only spelt out on request: a large manifest has millions of strings and few problems.
 */
function eachString(root: unknown, visit: (value: string, pointer: () => string, key: string | number) => void) {
  const parents: number[] = [0];
  const keys: (string | number)[] = [""];
  const pointerAt = (node: number, last: string | number) => {
    const segments: (string | number)[] = [last];
    for (let n = node; n > 0; n = parents[n]) segments.push(keys[n]);
    return pointerOf(...segments.reverse());
  };
  if (typeof root === "string") visit(root, () => "", "");
  interface Open {
    value: Json | unknown[];
    names: string[] | undefined;
    next: number;
    node: number;
  }
  const open = (value: object, node: number): Open => ({
    value: value as Json,
    names: Array.isArray(value) ? undefined : Object.keys(value),
    next: 0,
    node,
  });
  const stack: Open[] = typeof root === "object" && root !== null ? [open(root, 0)] : [];
  while (stack.length) {
    const top = stack[stack.length - 1];
    const key = top.names ? top.names[top.next] : top.next;
    if (top.next++ >= (top.names ?? (top.value as unknown[])).length) {
      stack.pop();
      continue;
    }
    const child = (top.value as Record<string | number, unknown>)[key];
    if (typeof child === "string") visit(child, () => pointerAt(top.node, key), key);
    else if (typeof child === "object" && child !== null) {
      parents.push(top.node);
      keys.push(key);
      stack.push(open(child, parents.length - 1));
    }
  }
}

function uniquePaths(routes: unknown[], problems: Problem[]): Map<string, Json> {
  const byPath = new Map<string, Json>();
  const first = new Map<string, number>();
  routes.forEach((route, i) => {
    if (!isObject(route) || typeof route.path !== "string") return;
    const pointer = pointerOf("routes", i, "path");
    if (route.path === "/en" || route.path.startsWith("/en/") || route.path === "/404")
      problems.push(
        error(
          pointer,
          `the path ${quoted(route.path)} is reserved`,
          "paths under /en are made automatically for the English pages, and /404 is the page-not-found page",
          {
            message: `${mnQuote(route.path)} хаягийг ашиглах боломжгүй`,
            hint: "«/en» гэж эхэлсэн хаягууд англи хуудсуудад өөрөө үүсдэг, «/404» нь олдоогүй хуудасны хаяг: өөр хаяг сонгоно уу",
          },
        ),
      );
    if (first.has(route.path)) {
      problems.push(
        error(
          pointer,
          `the path ${quoted(route.path)} is already used by another page (routes[${first.get(route.path)}])`,
          "every page needs its own path",
          {
            message: `${mnQuote(route.path)} хаягийг өөр хуудас ашиглаж байна`,
            hint: "Хуудас бүр өөрийн гэсэн хаягтай байна: өөр хаяг сонгоно уу",
          },
        ),
      );
      return;
    }
    first.set(route.path, i);
    byPath.set(route.path, route);
  });
  return byPath;
}

function articles(manifest: Json, routes: unknown[], problems: Problem[]) {
  const categories = categoryIds(manifest);
  categories.forEach((id, i) => {
    if (categories.indexOf(id) !== i)
      problems.push(
        error(
          pointerOf("settings", "blogCategories", i, "id"),
          `the category id ${quoted(id)} is used twice`,
          undefined,
          {
            message: `${mnQuote(id)} ангилал хоёр удаа бичигдсэн`,
            hint: "Ангилал бүр өөрийн гэсэн нэртэй байна",
          },
        ),
      );
  });
  routes.forEach((route, i) => {
    if (!isObject(route) || route.template !== "article") return;
    if (typeof route.path === "string" && !route.path.startsWith("/blog/"))
      problems.push(
        error(
          pointerOf("routes", i, "path"),
          `an article's path must start with /blog/, not ${quoted(route.path)}`,
          `for example /blog${route.path}`,
          {
            message: `Нийтлэлийн хаяг «/blog/» гэж эхэлнэ, ${mnQuote(route.path)} биш`,
            hint: `Жишээ нь ${mnQuote(`/blog${route.path}`)}`,
          },
        ),
      );
    // A new article's category still to choose is an unfinished field, said once as such.
    if (typeof route.category === "string" && !categories.includes(route.category) && !isUnfinished(route.category)) {
      const guess = suggestion(route.category, categories);
      problems.push(
        error(
          pointerOf("routes", i, "category"),
          `${quoted(route.category)} is not one of the blog categories`,
          `${guess.en ?? ""} categories (settings.blogCategories): ${listed(categories)}`.trim(),
          {
            message: `${mnQuote(route.category)} гэсэн блогийн ангилал байхгүй`,
            hint: joined(guess.mn, "Сайтын тохиргооны блогийн ангиллуудаас сонгоно уу"),
          },
        ),
      );
    }
  });
}

/**
 * Fact tokens ({{clients}}) must name a fact, inside a text with mn and en, and not inside a fact.
 * A pointer is only spelt out for a mistake, or for a text also written in a fact: a large site
 * shows facts in many texts.
 */
function facts(
  value: string,
  pointer: () => string,
  key: string | number,
  known: Json,
  inFacts: Set<string>,
  problems: Problem[],
) {
  for (const [token, name] of value.matchAll(factToken)) {
    if (key !== "mn" && key !== "en")
      problems.push(
        error(pointer(), `${token} can only be used in a text with "mn" and "en"`, undefined, {
          message: `${mnQuote(token)} тоо баримтыг зөвхөн монгол, англи бичвэрт оруулж болно`,
        }),
      );
    else if (inFacts.has(value) && pointer().startsWith("/settings/facts/"))
      problems.push(
        error(pointer(), `a fact cannot show another fact (${token})`, "write the figure itself here", {
          message: `Тоо баримт өөр тоо баримтыг харуулж болохгүй (${mnQuote(token)})`,
          hint: "Энд тоог өөрийг нь бичнэ үү",
        }),
      );
    else if (!Object.hasOwn(known, name) || !isObject(known[name])) {
      const guess = suggestion(name, Object.keys(known));
      problems.push(
        error(
          pointer(),
          `there is no fact called ${quoted(name)}`,
          `${guess.en ?? ""} facts are written once in settings.facts${Object.keys(known).length ? `: ${listed(Object.keys(known))}` : ""}`.trim(),
          {
            message: `${mnQuote(name)} нэртэй тоо баримт алга`,
            hint: joined(
              guess.mn,
              `Тоо баримтууд сайтын тохиргоонд нэг удаа бичигдэнэ${Object.keys(known).length ? `: ${listedMn(Object.keys(known).map((k) => `{{${k}}}`))}` : ""}`,
            ),
          },
        ),
      );
    }
  }
}

/** The site's figures by their names in one language, as the editor shows them in braces. */
function factNamesIn(known: Json, lang: "mn" | "en"): Map<string, string> {
  const names = new Map<string, string>();
  for (const [key, fact] of Object.entries(known)) {
    if (!isObject(fact)) continue;
    const words = isObject(fact.name) ? fact.name : isObject(fact.label) ? fact.label : undefined;
    if (typeof words?.[lang] === "string") names.set(words[lang], key);
  }
  return names;
}

/** The few words around a place in a text, as a message quotes them. */
const around = (text: string, at: number) =>
  `${at > 24 ? "…" : ""}${text.slice(Math.max(0, at - 24), at + 40).trim()}${at + 40 < text.length ? "…" : ""}`;

/**
 * A page's text with words in single braces, or a brace that pairs with none: the editor shows a
 * shared figure as {its name}, and one whose name or brace was edited there is saved as typed,
 * which the page would show braces and all. The closest figure's name is suggested. (Interface
 * words have {n} places of their own, and are not a page's texts.)
 */
function braced(value: string, pointer: () => string, lang: "mn" | "en", known: Json, problems: Problem[]) {
  // A formatted text's words, without its tags.
  const text = value.includes("<") ? value.replace(/<[^>]*>/g, "") : value;
  const found = bracedName.exec(text);
  const lone = found ? undefined : loneBrace(text);
  // The pointer is spelt out only for a text with a mistake: most texts have none.
  if ((!found && !lone) || !pointer().startsWith("/routes/")) return;
  const names = factNamesIn(known, lang);
  // A figure's own name in braces, written in the file: there it is written by its key.
  const key = found && names.get(found[0].slice(1, -1).trim());
  if (key) {
    problems.push(
      error(
        pointer(),
        `the text has ${quoted(found[0])}, which the page would show with its braces`,
        `in the file a figure is written by its key: {{${key}}}`,
        {
          message: `Энэ бичвэрт ${mnQuote(found[0])} байна: хуудсан дээр хаалттайгаа харагдана`,
          hint: `Файлд тоог түлхүүрээр нь бичнэ: {{${key}}}`,
        },
      ),
    );
    return;
  }
  // The figure's name meant, if there is a likely one.
  const guess = figureRepair(text, [...names.keys()])?.name;
  if (found) {
    problems.push(
      error(
        pointer(),
        `the text has ${quoted(found[0])}, which the page would show with its braces`,
        joined(
          guess && `did you mean "{${guess}}"?`,
          "a figure shared across the site is written {{its key}} in the file, and the editor shows it as {its name}, exactly as the site's figures name it; otherwise remove the braces",
        ),
        {
          message: `Энэ бичвэрт ${mnQuote(found[0])} байна: хуудсан дээр хаалттайгаа харагдана`,
          hint: joined(
            guess && `«{${guess}}» гэж бичих гэсэн үү?`,
            "Сайтын нийтлэг тоо {нэр} гэж, сайтын тоо баримтуудад байгаа нэрээрээ яг бичигдэнэ; эс бөгөөс хаалтыг арилгана уу",
          ),
        },
      ),
    );
    return;
  }
  if (!lone) return;
  const quote = around(text, lone.at);
  const named = lone.brace === "{" ? guess : undefined;
  problems.push(
    error(
      pointer(),
      lone.brace === "{"
        ? `the text has a "{" that is not closed: ${quoted(quote)}`
        : `the text has a "}" that closes nothing: ${quoted(quote)}`,
      named
        ? `close the figure's name with "}": {${named}}`
        : "a figure shared across the site is shown as {its name}, between two braces; otherwise remove the brace",
      {
        message:
          lone.brace === "{"
            ? `Энэ бичвэрт хаагаагүй «{» хаалт байна: ${mnQuote(quote)}`
            : `Энэ бичвэрт нээгээгүй «}» хаалт байна: ${mnQuote(quote)}`,
        hint: named
          ? `Тооны нэрийн ард «}» хаалтыг нэмнэ үү: «{${named}}»`
          : "Сайтын нийтлэг тоо {нэр} гэж хоёр хаалтын дунд бичигдэнэ; эс бөгөөс хаалтыг арилгана уу",
      },
    ),
  );
}

/** The texts written inside settings.facts that hold a token. */
function tokensInFacts(known: Json): Set<string> {
  const found = new Set<string>();
  const visit = (value: unknown, depth: number) => {
    if (typeof value === "string") {
      if (value.includes("{{")) found.add(value);
    } else if (typeof value === "object" && value !== null && depth < 4)
      for (const child of Object.values(value)) visit(child, depth + 1);
  };
  visit(known, 0);
  return found;
}

/** Every string, once: facts must exist; placeholder texts are reported; texts with a number are kept for the figures' check. */
function strings(manifest: Json, problems: Problem[]): FigureText[] {
  const known = isObject(manifest.settings) && isObject(manifest.settings.facts) ? manifest.settings.facts : {};
  const unfinished: string[] = [];
  const numbered: FigureText[] = [];
  const inFacts = tokensInFacts(known);
  // Numbers in texts are only compared with facts that have a caption.
  const captioned = Object.values(known).some((fact) => isObject(fact) && isObject(fact.label));
  eachString(manifest, (value, pointer, key) => {
    if (isUnfinished(value)) unfinished.push(pointer());
    if (value.includes("{{")) facts(value, pointer, key, known, inFacts, problems);
    if ((key === "mn" || key === "en") && (value.includes("{") || value.includes("}")))
      braced(value, pointer, key, known, problems);
    if (captioned && (key === "mn" || key === "en") && /\d/.test(value))
      numbered.push({ text: value, lang: key, pointer });
  });
  problems.push(...unfinishedProblems(manifest, unfinished));
  return numbered;
}

/**
 * A link to a section of a page (/about#team) must name an anchor of that page's blocks. A link to
 * a page that does not exist is the schema's to report. Links inside rich text are checked by
 * rich-text.server.ts.
 */
function sections(links: SectionLink[], byPath: Map<string, Json>, problems: Problem[]) {
  for (const { pointer, href } of links) {
    const [path, anchor] = splitAnchor(href);
    const target = byPath.get(path);
    if (!target || !anchor) continue;
    const anchors = list(target.blocks)
      .map((b) => (isObject(b) ? b.anchor : undefined))
      .filter((a): a is string => typeof a === "string");
    if (!anchors.includes(anchor)) {
      const guess = suggestion(anchor, anchors);
      problems.push(
        error(
          pointer,
          `the page ${quoted(path)} has no section ${quoted("#" + anchor)}`,
          anchors.length
            ? `${guess.en ?? ""} sections with an anchor there: ${listed(anchors.map((a) => "#" + a))}`.trim()
            : 'give a block of that page an "anchor"',
          {
            message: `${mnQuote(path)} хуудсанд ${mnQuote("#" + anchor)} хэсэг алга`,
            hint: anchors.length
              ? joined(guess.mn, `Тэр хуудасны хэсгүүд: ${listedMn(anchors.map((a) => "#" + a))}`)
              : "Тэр хуудасны аль нэг хэсэгт холбоосын нэр өгнө үү",
          },
        ),
      );
    }
  }
}

/** The longest page title before a warning: search results show about 60 characters, a phone a few lines. */
export const longTitle = 100;

/** A page title far longer than search results and a phone's first screen hold (a text pasted in by mistake, say). */
function titleLengths(routes: unknown[], problems: Problem[]) {
  for (const [i, route] of routes.entries()) {
    const title = isObject(route) && isObject(route.title) ? route.title : {};
    for (const lang of ["mn", "en"] as const) {
      const text = title[lang];
      const n = typeof text === "string" ? [...text].length : 0;
      if (n <= longTitle) continue;
      problems.push({
        ...error(
          pointerOf("routes", i, "title", lang),
          `this title is ${n} characters long: search results show about the first 60, and a phone shows it over many lines`,
          `keep it under ${longTitle} characters, and put the rest in the page's description`,
          {
            message: `Гарчиг ${n} тэмдэгт урт байна: хайлтын үр дүнд эхний 60 орчим тэмдэгт нь л харагдаж, утсан дээр олон мөр эзэлнэ`,
            hint: `${longTitle} тэмдэгтээс богино болгож, үлдсэнийг нь хуудасны товч тайлбарт бичнэ үү`,
          },
        ),
        severity: "warning",
      });
    }
  }
}

/** Words a reader reads in a minute, for an article's reading time. */
export const wordsPerMinute = 200;

/** A text's words, without a formatted text's tags. */
const wordCount = (text: unknown) =>
  typeof text === "string"
    ? text
        .replace(/<[^>]*>/g, " ")
        .split(/\s+/)
        .filter((word) => /\p{L}|\d/u.test(word)).length
    : 0;

/**
 * An article whose reading time is far from its text's length: a new article's 1 minute left
 * under a finished text, or a number copied from a longer one. A text still short (an unfinished
 * article) is not counted.
 */
function readTimes(routes: unknown[], problems: Problem[]) {
  for (const [i, route] of routes.entries()) {
    // A reading time of the wrong kind is the schema's to report.
    if (!isObject(route) || route.template !== "article" || !Number.isInteger(route.readTime)) continue;
    const body = isObject(route.body) ? route.body : {};
    const words = Math.max(wordCount(body.mn), wordCount(body.en));
    if (words < wordsPerMinute / 2) continue;
    const minutes = Math.max(1, Math.round(words / wordsPerMinute));
    const given = route.readTime as number;
    if (Math.abs(given - minutes) < 2 || (given * 2 >= minutes && given <= minutes * 2)) continue;
    const about = Math.round(words / 10) * 10;
    problems.push({
      ...error(
        pointerOf("routes", i, "readTime"),
        `the reading time is ${given} minute${given === 1 ? "" : "s"}, but the article has about ${about} words: about ${minutes} minutes' reading`,
        `at about ${wordsPerMinute} words a minute, write ${minutes}`,
        {
          message: `Унших хугацаа ${given} минут гэсэн боловч нийтлэл ${about} орчим үгтэй: уншихад ${minutes} орчим минут болно`,
          hint: `Минутад ${wordsPerMinute} орчим үг уншина гэж тооцвол ${minutes} гэж бичнэ үү`,
        },
      ),
      severity: "warning",
    });
  }
}

/** The checks a schema cannot express: uniqueness and references between parts of the manifest. */
export function crossChecks(manifest: unknown, templates: readonly string[], sectionLinks: SectionLink[]): Problem[] {
  // Without a list of pages there is nothing to check links against; the schema reports the shape.
  if (!isObject(manifest) || !Array.isArray(manifest.routes)) return [];
  const problems: Problem[] = [];
  const routes = manifest.routes;
  const byPath = uniquePaths(routes, problems);
  articles(manifest, routes, problems);
  titleLengths(routes, problems);
  readTimes(routes, problems);
  const blog = blogListIn(manifest, routes);
  blogListProblems(blog, routes, problems);
  problems.push(...redirectProblems(manifest, byPath, new Set(otherPaths(blog))));
  const numbered = strings(manifest, problems);
  problems.push(...pluralProblems(manifest), ...placeProblems(manifest));
  problems.push(...figureProblems(manifest, numbered));
  sections(sectionLinks, byPath, problems);
  // A page whose template is misspelt is reported once, by the schema, not again by every rule naming it.
  const drawn = new Map([...byPath].filter(([, route]) => templates.includes(route.template as string)));
  const facts = isObject(manifest.settings) && isObject(manifest.settings.facts) ? manifest.settings.facts : {};
  visaFinders(routes, drawn, problems, facts);
  return problems;
}
