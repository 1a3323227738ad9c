// Interface texts with plural forms ("{n, plural, one {# article} other {# articles}}"): each must
// parse as ICU message syntax, within what the page's formatter reads (src/i18n/plural.ts), and
// give every form its language needs.
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { error, isObject } from "./json.ts";
import type { Problem } from "./problem.ts";
import { pointerOf } from "./problem.ts";
import { didYouMean } from "./suggest.ts";
import { capitalizedMn, languageMn, mnQuote } from "./mongolian.ts";

const languageNames: Record<string, string> = { mn: "Mongolian", en: "English" };
const example = "{n, plural, one {# article} other {# articles}}";
const exampleMn = "Олон тооны хэлбэрийг {n, plural, one {# нийтлэл} other {# нийтлэл}} гэж бичнэ үү";

// The parser's error kinds an author meets, in plain words; the rest are named by their kind.
const causes: Record<string, string> = {
  EXPECT_ARGUMENT_CLOSING_BRACE: 'a "{" is never closed by a "}"',
  UNMATCHED_CLOSING_BRACE: 'a "}" has no "{" before it',
  EMPTY_ARGUMENT: "there is an empty {}",
  MALFORMED_ARGUMENT: "a placeholder's name has a character other than letters and digits",
  EXPECT_PLURAL_ARGUMENT_OPTIONS: "the plural has no forms",
  EXPECT_PLURAL_ARGUMENT_SELECTOR: "a form's name (one, other…) is missing",
  EXPECT_PLURAL_ARGUMENT_SELECTOR_FRAGMENT: "a form's name is not followed by its text in {}",
  INVALID_PLURAL_ARGUMENT_SELECTOR: "a form's name is not one, other, =0…",
  DUPLICATE_PLURAL_ARGUMENT_SELECTOR: "a form is written twice",
};

/** A text that means to have plural forms, even if broken: "{n, plural," written anywhere in it. */
export const hasPlural = (text: string) => /\{\s*\w*\s*,\s*plural\b/.test(text);

/** Why one text cannot be shown, if it cannot: in plain words for its author. */
function textProblems(text: string, lang: string, at: string): Problem[] {
  const name = languageNames[lang] ?? lang;
  const nameMn = languageMn[lang] ?? lang;
  let elements: MessageFormatElement[];
  try {
    elements = parse(text, { requiresOtherClause: false, ignoreTag: true });
  } catch (e) {
    const { message, location } = e as { message: string; location?: { start: { offset: number } } };
    const where = location ? ` (the part from character ${location.start.offset + 1})` : "";
    return [
      error(
        at,
        `this ${name} text cannot be read: ${causes[message] ?? message.toLowerCase()}${where}`,
        `write plurals as ${example}`,
        {
          message: `Энэ ${nameMn} бичвэрийг уншиж чадсангүй: хаалт «{ }» буруу бичигдсэн${location ? ` (${location.start.offset + 1}-р тэмдэгтээс)` : ""}`,
          hint: exampleMn,
        },
      ),
    ];
  }
  const needed = new Intl.PluralRules(lang).resolvedOptions().pluralCategories as string[];
  const problems: Problem[] = [];
  const visit = (list: MessageFormatElement[], inPlural: boolean) => {
    for (const element of list) {
      if (element.type === TYPE.plural) {
        if (inPlural || element.pluralType === "ordinal")
          problems.push(
            error(
              at,
              `this ${name} text has a plural inside a plural, or an ordinal plural`,
              `write plurals as ${example}`,
              {
                message: `Энэ ${nameMn} бичвэрт олон тооны хэлбэр дотроо дахин олон тооны хэлбэртэй байна`,
                hint: exampleMn,
              },
            ),
          );
        const written = Object.keys(element.options);
        for (const form of written)
          if (!needed.includes(form) && !/^=\d+$/.test(form))
            problems.push(
              error(
                at,
                `"${form}" is not a plural form of ${name}`,
                `${didYouMean(form, needed) ?? ""} ${name} has the forms ${needed.join(", ")} (and =0, =1… for exact numbers)`.trim(),
                {
                  message: `${mnQuote(form)} нь ${nameMn} хэлний олон тооны хэлбэр биш`,
                  hint: `${capitalizedMn(nameMn)} хэлний хэлбэрүүд: ${needed.map((f) => mnQuote(f)).join(", ")} (яг тоонд «=0», «=1»…)`,
                },
              ),
            );
        const missing = needed.filter((form) => !written.includes(form));
        if (missing.length)
          problems.push(
            error(
              at,
              `this ${name} text has no "${missing.join('", "')}" form of {${element.value}}`,
              `${name} needs the forms ${needed.join(", ")}: add ${missing.map((form) => `${form} {…}`).join(" ")} inside the plural, with # where the number goes`,
              {
                message: `Энэ ${nameMn} бичвэрт {${element.value}}-ийн ${missing.map((f) => mnQuote(f)).join(", ")} хэлбэр алга`,
                hint: `Олон тооны хэлбэр дотор ${missing.map((form) => `«${form} {…}»`).join(" ")} нэмж, тоо орох газарт # бичнэ үү`,
              },
            ),
          );
        for (const option of Object.values(element.options)) visit(option.value, true);
      } else if (![TYPE.literal, TYPE.argument, TYPE.pound].includes(element.type))
        problems.push(
          error(at, `this ${name} text uses a format other than {name} and plural`, `write plurals as ${example}`, {
            message: `Энэ ${nameMn} бичвэрт {нэр} болон олон тооноос өөр хэлбэр ашигласан байна`,
            hint: exampleMn,
          }),
        );
    }
  };
  visit(elements, false);
  return problems;
}

/** Every interface text with plural forms, in each language. */
export function pluralProblems(manifest: unknown): Problem[] {
  if (!isObject(manifest) || !isObject(manifest.interface)) return [];
  return Object.entries(manifest.interface).flatMap(([key, texts]) =>
    isObject(texts)
      ? Object.entries(texts).flatMap(([lang, text]) =>
          typeof text === "string" && hasPlural(text)
            ? textProblems(text, lang, pointerOf("interface", key, lang))
            : [],
        )
      : [],
  );
}

/** The places a text names for the site to fill ({n}, {name}, a plural's {n}); none when it does not parse. */
function placesOf(text: string): Set<string> | undefined {
  try {
    const found = new Set<string>();
    const visit = (list: MessageFormatElement[]) => {
      for (const element of list)
        if (element.type === TYPE.argument) found.add(element.value);
        else if (element.type === TYPE.plural) {
          found.add(element.value);
          for (const option of Object.values(element.options)) visit(option.value);
        }
    };
    visit(parse(text, { requiresOtherClause: false, ignoreTag: true }));
    return found;
  } catch {
    // Reported by pluralProblems.
    return undefined;
  }
}

/**
 * An interface text whose two languages name different places to fill ("{тоо}" where the English
 * has "{n}"): the site fills only the places its code names, and shows any other as typed.
 */
export function placeProblems(manifest: unknown): Problem[] {
  if (!isObject(manifest) || !isObject(manifest.interface)) return [];
  const problems: Problem[] = [];
  for (const [key, texts] of Object.entries(manifest.interface)) {
    if (!isObject(texts) || typeof texts.mn !== "string" || typeof texts.en !== "string") continue;
    const places = { mn: placesOf(texts.mn), en: placesOf(texts.en) };
    if (!places.mn || !places.en) continue;
    const extras = {
      mn: [...places.mn].filter((place) => !places.en!.has(place)),
      en: [...places.en].filter((place) => !places.mn!.has(place)),
    };
    // The site's code names its places in Latin letters ({n}, {date}): a place named otherwise
    // ({тоо}) is the mistake, and the other language's is not reported as one too.
    const coded = (names: string[]) => names.every((place) => /^[A-Za-z][A-Za-z0-9]*$/.test(place));
    for (const [lang, other] of [
      ["mn", "en"],
      ["en", "mn"],
    ] as const) {
      const extra = extras[lang];
      if (!extra.length || (coded(extra) && !coded(extras[other]))) continue;
      const theirs = [...places[other]!].map((place) => `{${place}}`).join(", ");
      const ours = extra.map((place) => `{${place}}`).join(", ");
      problems.push(
        error(
          pointerOf("interface", key, lang),
          `the ${languageNames[lang]} text has ${ours}, which the ${languageNames[other]} text has not${theirs ? ` (it has ${theirs})` : ""}: the site fills in only the places both name alike`,
          theirs ? `write ${theirs} as the ${languageNames[other]} text does` : `remove ${ours}`,
          {
            message: `${capitalizedMn(languageMn[lang])} бичвэрт ${ours} байгаа ч ${languageMn[other]} бичвэрт алга${theirs ? ` (тэнд ${theirs} байна)` : ""}: сайт хоёр хэлэнд адил бичсэн орлуулгыг л бөглөнө`,
            hint: theirs
              ? `${capitalizedMn(languageMn[other])} бичвэрийн адил ${theirs} гэж бичнэ үү`
              : `${ours}-г арилгана уу`,
          },
        ),
      );
    }
  }
  return problems;
}
