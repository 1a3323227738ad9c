// One caption, one number: figure cards with the same caption, or a number written right before a
// fact's caption in a text, must give the same figure in each language. Warnings, since a caption
// may rightly be shared by figures that differ (the validator cannot know); the author decides.
import { factToken } from "../content/facts.ts";
import { isObject, type Json } from "./json.ts";
import type { Problem } from "./problem.ts";
import { pointerOf } from "./problem.ts";
import { quoted } from "./printable.ts";
import { mnQuote, type MnText } from "./mongolian.ts";

const languagesMn = { mn: "монгол", en: "англи" } as const;

const languages = { mn: "Mongolian", en: "English" } as const;
type Lang = keyof typeof languages;

interface Fact {
  name: string;
  value: Record<Lang, string>;
  label?: Record<Lang, string>;
}

/** A figure card: a value and its caption, both bilingual texts. */
interface Stat {
  /** Where it is: the page's pointer and path, and the field within the page (blocks/2/cards/1). */
  base: string;
  path: string;
  field: string;
  value: Record<Lang, string>;
  label: Record<Lang, string>;
  /** In a block of a composed page (the site's own claims), not a page's own figures about its visa. */
  inBlock: boolean;
}

const textOf = (v: unknown): Record<Lang, string> | undefined =>
  isObject(v) && typeof v.mn === "string" && typeof v.en === "string" ? { mn: v.mn, en: v.en } : undefined;

/** Captions compared as a reader would: case, spacing and a final full stop aside. */
const captionKey = (text: string) => text.trim().replace(/\s+/g, " ").replace(/\.$/, "").toLowerCase();
/** Figures compared as a reader would: "1,500 +" is "1500+". */
const figureKey = (text: string) => text.replace(/\s+/g, "").replace(/(\d),(?=\d{3})/g, "$1");

/**
 * The numbers of a text, in order, as a reader compares them: "1,500+", "1 500+" and "1500+" are
 * one. The editor's figure boxes compare a figure's two languages with it too.
 */
export const numbersIn = (text: string) =>
  (text.replace(/(\d)[\s\u00a0](?=\d{3}(?!\d))/g, "$1").match(/\d+(?:[.,]\d+)*/g) ?? []).map(figureKey).join(" ");

function factsOf(manifest: Json): Fact[] {
  const facts = isObject(manifest.settings) && isObject(manifest.settings.facts) ? manifest.settings.facts : {};
  return Object.entries(facts).flatMap(([name, fact]) => {
    const value = textOf(fact);
    return value ? [{ name, value, label: isObject(fact) ? textOf(fact.label) : undefined }] : [];
  });
}

/** A text with a number in it, and where it is. */
export interface FigureText {
  text: string;
  lang: Lang;
  pointer: () => string;
}

/** Every text with a number, for callers that have not collected them while visiting every string. */
function numberedTexts(root: unknown): FigureText[] {
  const texts: FigureText[] = [];
  const stack: [unknown, string][] = [[root, ""]];
  while (stack.length) {
    const [value, at] = stack.pop()!;
    if (typeof value !== "object" || value === null) continue;
    for (const [key, child] of Object.entries(value)) {
      const pointer = at + pointerOf(Array.isArray(value) ? Number(key) : key);
      if (typeof child === "string") {
        if ((key === "mn" || key === "en") && /\d/.test(child))
          texts.push({ text: child, lang: key, pointer: () => pointer });
      } else stack.push([child, pointer]);
    }
  }
  return texts.reverse();
}

/** The figure cards of a page: its own (a visa's five figures) and those of its blocks (the site's claims). */
function statsOf(route: unknown, base: string, path: string, stats: Stat[]) {
  if (!isObject(route)) return;
  const add = (list: unknown, field: string, inBlock: boolean) => {
    if (!Array.isArray(list)) return;
    for (let i = 0; i < list.length; i++) {
      const item: unknown = list[i];
      if (!isObject(item)) continue;
      const [value, label] = [textOf(item.value), textOf(item.label)];
      if (value && label) stats.push({ base, path, field: `${field}/${i}`, value, label, inBlock });
    }
  };
  add(route.stats, "stats", false);
  const blocks = Array.isArray(route.blocks) ? route.blocks : [];
  for (let b = 0; b < blocks.length; b++) {
    const block: unknown = blocks[b];
    if (!isObject(block)) continue;
    for (const key in block) if (Array.isArray(block[key])) add(block[key], `blocks/${b}${pointerOf(key)}`, true);
  }
}

const pointerTo = (stat: Stat, lang: Lang) => `${stat.base}/${stat.field}/value/${lang}`;
const placeOf = (stat: Stat) => `page ${stat.path}, ${stat.field}`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Warnings where two figures of a language disagree under the same caption. */
export function figureProblems(manifest: unknown, numbered?: FigureText[]): Problem[] {
  if (!isObject(manifest) || !Array.isArray(manifest.routes)) return [];
  const facts = factsOf(manifest);
  const byName = new Map(facts.map((f) => [f.name, f]));
  const resolve = (text: string, lang: Lang) =>
    text.includes("{{")
      ? text.replace(factToken, (token, name: string) => byName.get(name)?.value[lang] ?? token)
      : text;
  const labelled = facts.filter((f) => f.label);
  const problems: Problem[] = [];
  const stats: Stat[] = [];
  manifest.routes.forEach((route, i) =>
    statsOf(
      route,
      `/routes/${i}`,
      isObject(route) && typeof route.path === "string" ? route.path : `routes[${i}]`,
      stats,
    ),
  );
  const texts = labelled.length ? (numbered ?? numberedTexts(manifest)) : [];

  const warned = new Set<string>();
  const warn = (pointer: string, message: string, hint: string, mn: MnText) => {
    warned.add(pointer);
    problems.push({ severity: "warning", pointer, message, hint, mn });
  };

  // A figure is one number in both languages: one changed alone leaves the pages disagreeing.
  for (const fact of facts) {
    // A fact showing another is an error of its own.
    if (`${fact.value.mn}${fact.value.en}`.includes("{{")) continue;
    if (numbersIn(fact.value.mn) === numbersIn(fact.value.en)) continue;
    warn(
      pointerOf("settings", "facts", fact.name, "en"),
      `the fact "${fact.name}" is ${quoted(fact.value.mn)} in Mongolian but ${quoted(fact.value.en)} in English`,
      "a figure shows one number in both languages: make them the same",
      {
        message: `${mnQuote(fact.name)} тоо баримт монголоор ${mnQuote(fact.value.mn)}, англиар ${mnQuote(fact.value.en)} байна`,
        hint: "Тоо баримт хоёр хэлэнд нэг тоо харуулна: хоёуланг нь адил болгоно уу",
      },
    );
  }

  for (const lang of Object.keys(languages) as Lang[]) {
    const language = languages[lang];
    const languageMn = languagesMn[lang];
    const byCaption = new Map(labelled.map((f) => [captionKey(f.label![lang]), f]));

    const captionOf = new Map(stats.map((stat) => [stat, captionKey(stat.label[lang])]));
    // A card captioned with a fact's words shows that fact.
    for (const stat of stats) {
      const fact = byCaption.size ? byCaption.get(captionOf.get(stat)!) : undefined;
      const raw = stat.value[lang];
      if (!fact || raw.replace(/\s+/g, "") === `{{${fact.name}}}`) continue;
      const shown = resolve(raw, lang);
      const at = pointerTo(stat, lang);
      if (figureKey(shown) !== figureKey(fact.value[lang]))
        warn(
          at,
          `this card shows ${quoted(shown)} under the ${language} caption ${quoted(stat.label[lang])}, the caption of the fact "${fact.name}", which is ${quoted(fact.value[lang])}`,
          `if it is that fact, write {{${fact.name}}}; if it counts something else, say what in its caption`,
          {
            message: `Энэ карт ${mnQuote(stat.label[lang])} гэсэн ${languageMn} гарчгийн дор ${mnQuote(shown)} гэж харуулж байна, харин ижил гарчигтай ${mnQuote(fact.name)} тоо баримт ${mnQuote(fact.value[lang])} байна`,
            hint: `Тэр тоо баримт бол {{${fact.name}}} гэж бичнэ үү; өөр зүйл тоолж байвал юу тоолж байгааг гарчигт нь бичнэ үү`,
          },
        );
      else
        warn(
          at,
          `this card writes ${quoted(shown)} itself, under the caption of the fact "${fact.name}"`,
          `write {{${fact.name}}}, so that it changes when the fact does`,
          {
            message: `Энэ карт ${mnQuote(fact.name)} тоо баримтын гарчгийн дор ${mnQuote(shown)} гэж тоог өөрөө бичсэн байна`,
            hint: `{{${fact.name}}} гэж бичвэл тоо баримт өөрчлөгдөхөд хамт өөрчлөгдөнө`,
          },
        );
    }

    // Cards of the site's own claims with one caption show one figure.
    const first = new Map<string, Stat>();
    for (const stat of stats.filter((s) => s.inBlock)) {
      const key = captionOf.get(stat)!;
      const earlier = first.get(key);
      if (!earlier) {
        first.set(key, stat);
        continue;
      }
      const at = pointerTo(stat, lang);
      const [mine, theirs] = [resolve(stat.value[lang], lang), resolve(earlier.value[lang], lang)];
      if (warned.has(at) || figureKey(mine) === figureKey(theirs)) continue;
      warn(
        at,
        `this card shows ${quoted(mine)} under the ${language} caption ${quoted(stat.label[lang])}, which shows ${quoted(theirs)} on ${placeOf(earlier)}`,
        "one caption, one figure: if these count different things, say in each caption what it counts (for example Years of our counsellors' experience); if the same, show one fact of settings.facts in both",
        {
          message: `Энэ карт ${mnQuote(stat.label[lang])} гэсэн ${languageMn} гарчгийн дор ${mnQuote(mine)} гэж харуулж байна, харин ${mnQuote(earlier.path)} хуудсанд ижил гарчгийн дор ${mnQuote(theirs)} байна`,
          hint: "Нэг гарчиг, нэг тоо: өөр зүйл тоолж байвал гарчиг бүрт юу тоолж байгааг бичих; ижил бол хоёуланд нь сайтын тохиргооны нэг тоо баримтыг харуулна уу",
        },
      );
    }

    // A number written right before a fact's caption in a text is that fact.
    if (!labelled.length) continue;
    const captions = labelled.map((f) => escapeRegExp(f.label![lang].trim()).replace(/\s+/g, "\\s+"));
    // Mongolian adds endings to the caption's last word (туршлага-тай); English words end where they end.
    const end = lang === "en" ? "(?![\\p{L}])" : "";
    const pattern = new RegExp(
      `(?<![\\p{L}\\p{N}.,])([$€₮]?\\d[\\d,.]*(?:\\s?[+%])?)\\s+(${captions.join("|")})${end}`,
      "giu",
    );
    for (const { text, lang: textLang, pointer } of texts) {
      if (textLang !== lang) continue;
      for (const [, number, caption] of text.matchAll(pattern)) {
        const fact = byCaption.get(captionKey(caption))!;
        const at = pointer();
        if (at.startsWith("/settings/facts/")) continue;
        const same = figureKey(number) === figureKey(fact.value[lang]);
        warn(
          at,
          same
            ? `this ${language} text writes ${quoted(`${number} ${caption}`)} itself, where the fact "${fact.name}" exists`
            : `this ${language} text says ${quoted(`${number} ${caption}`)}, but the fact "${fact.name}" (${quoted(fact.label![lang])}) is ${quoted(fact.value[lang])}`,
          same
            ? `write {{${fact.name}}} instead of ${number}, so that it changes when the fact does`
            : `if it is that fact, write {{${fact.name}}}; if it counts something else, say what in the words after the number`,
          {
            message: same
              ? `Энэ ${languageMn} бичвэрт ${mnQuote(`${number} ${caption}`)} гэж тоог өөрөө бичсэн, харин ${mnQuote(fact.name)} тоо баримт байна`
              : `Энэ ${languageMn} бичвэрт ${mnQuote(`${number} ${caption}`)} гэсэн боловч ${mnQuote(fact.name)} тоо баримт ${mnQuote(fact.value[lang])} байна`,
            hint: same
              ? `${number}-ийн оронд {{${fact.name}}} гэж бичвэл тоо баримт өөрчлөгдөхөд хамт өөрчлөгдөнө`
              : `Тэр тоо баримт бол {{${fact.name}}} гэж бичнэ үү; өөр зүйл тоолж байвал тооны дараах үгсэд юу тоолж байгааг бичнэ үү`,
          },
        );
      }
    }
  }
  return problems;
}
