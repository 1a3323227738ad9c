import type { ErrorObject } from "ajv";
import { splitAnchor } from "../content/links.ts";
import { unsafeReason, writtenLinkKind } from "../content/links.server.ts";
import type { Problem } from "./problem.ts";
import { pointerOf } from "./problem.ts";
import { isObject } from "./json.ts";
import type { FieldName } from "./field-labels.ts";
import { capitalizedMn, fieldMn, fieldTextMn, joined, mnQuote, suggestion, type MnText } from "./mongolian.ts";
import { isPicturePath, pictureMistake } from "./pictures.ts";
import { shortened } from "./printable.ts";
import { movedHint } from "./redirects.ts";

/** What an ajv error needs besides itself to be said in plain words. */
export interface MessageContext {
  templates: string[];
  blockTypes: string[];
  paths: Set<string>;
  assets: () => string[];
  /** Old addresses and where their pages are now (the manifest's redirects). */
  moved?: ReadonlyMap<string, string>;
  /** The name an author knows the field at a pointer by (its x-label), for the Mongolian messages. */
  fieldName?: (pointer: string) => FieldName | undefined;
}

type Said = Pick<Problem, "message" | "hint" | "mn">;

type Schema = Record<string, unknown> & { properties?: Record<string, Record<string, unknown>>; description?: string };

const languageName: Record<string, string> = { mn: "Mongolian", en: "English" };
/** A value as a message quotes it, in double quotes, a long one shortened. */
const quote = (value: unknown) => JSON.stringify(typeof value === "string" ? shortened(value) : value);
const isText = (schema: Schema | undefined) => Boolean(schema?.properties?.mn && schema.properties.en);
const typeWords: Record<string, string> = {
  string: "text in double quotes",
  number: "a number",
  integer: "a whole number, without quotes",
  boolean: "true or false",
  array: "a list in [ ]",
  object: "an object in { }",
};
const given = (data: unknown) =>
  Array.isArray(data)
    ? "a list"
    : data === null
      ? "null"
      : typeof data === "object"
        ? "an object"
        : typeof data === "string"
          ? `the text ${quote(data)}`
          : typeof data === "number" && !Number.isFinite(data)
            ? "a number too large"
            : `${quote(data)}`;
const typeWordsMn: Record<string, string> = {
  string: "текст",
  number: "тоо",
  integer: "бүхэл тоо",
  boolean: "тийм эсвэл үгүй",
  array: "жагсаалт",
  object: "хэд хэдэн талбартай утга",
};
const languageMn: Record<string, string> = { mn: "монгол", en: "англи" };
const items = (n: number) => (n === 1 ? "1 item" : `${n} items`);

function routeProblem(value: string, context: MessageContext): Said {
  const [path] = splitAnchor(value);
  if (!path.startsWith("/"))
    return {
      message: `${quote(value)} is not a page path`,
      hint: "page paths start with /, for example /about",
      mn: {
        message: `${mnQuote(value)} нь хуудасны хаяг биш`,
        hint: "Хуудасны хаяг / тэмдгээр эхэлнэ, жишээ нь /about",
      },
    };
  const moved = context.moved?.get(path);
  const guess = moved === undefined ? suggestion(path, context.paths) : {};
  return {
    message: `there is no page with the path ${quote(path)}`,
    hint:
      (context.moved && movedHint(path, context.moved)) ??
      guess.en ??
      "add that page to routes, or link to a page that exists",
    mn: {
      message: `${mnQuote(path)} хаягтай хуудас алга`,
      hint:
        moved !== undefined
          ? `Тэр хуудас ${mnQuote(moved)} хаяг руу шилжсэн: ${mnQuote(moved)} руу холбоно уу`
          : (guess.mn ?? "Байгаа хуудас руу холбох, эсвэл тэр хуудсыг үүсгэнэ үү"),
    },
  };
}

function missingFile(value: string, files: string[], picture: boolean): Said {
  const guess = suggestion(value, files);
  return {
    message: `there is no file public${value.startsWith("/") ? "" : "/"}${shortened(value)}`,
    hint:
      guess.en ??
      "put the file in the public/ folder and write its path from the site root, for example /images/photo.jpg",
    mn: {
      message: picture ? `${mnQuote(value)} зураг алга` : `${mnQuote(value)} файл алга`,
      hint:
        guess.mn ?? (picture ? "Зургийн сангаас зураг сонгох, эсвэл шинээр оруулна уу" : "Байгаа файлыг сонгоно уу"),
    },
  };
}

function formatProblem(error: ErrorObject, context: MessageContext): Said {
  const value = String(error.data);
  switch (error.params.format) {
    case "route":
      return routeProblem(value, context);
    case "link":
      if (writtenLinkKind(value) === "internal") return routeProblem(value, context);
      return {
        message: `${quote(value)} is not a link this site allows`,
        hint: unsafeReason(value),
        mn: {
          message: `${mnQuote(value)} холбоосыг энэ сайтад ашиглах боломжгүй`,
          hint: "Энэ сайтын хуудасны хаяг (жишээ нь /about), эсвэл «https://», «mailto:», «tel:» гэж эхэлсэн хаяг бичнэ үү",
        },
      };
    case "asset":
      return missingFile(value, context.assets(), false);
    case "picture":
      return (
        (context.assets().includes(value) && pictureMistake(value)) ||
        missingFile(value, context.assets().filter(isPicturePath), true)
      );
    case "email":
      return {
        message: `${quote(value)} is not an e-mail address`,
        hint: "for example info@example.mn",
        mn: { message: `${mnQuote(value)} нь имэйл хаяг биш`, hint: "Жишээ нь «info@example.mn»" },
      };
    case "date":
      return {
        message: `${quote(value)} is not a date`,
        hint: "write dates as YYYY-MM-DD, for example 2026-03-15",
        mn: {
          message: `${mnQuote(value)} нь огноо биш`,
          hint: "Огноог ОООО-СС-ӨӨ хэлбэрээр бичнэ үү, жишээ нь 2026-03-15",
        },
      };
    default:
      return {
        message: `${quote(value)} is not a valid web address`,
        hint: "for example https://www.example.mn",
        mn: { message: `${mnQuote(value)} нь зөв вэб хаяг биш`, hint: "Жишээ нь «https://www.example.mn»" },
      };
  }
}

/**
 * "readtime" for "readTime": said the same way by the "required" and the "additionalProperties"
 * error it causes, which then make one problem.
 */
function wrongCase(error: ErrorObject): Problem | undefined {
  const data = error.data;
  if (!isObject(data)) return undefined;
  const sameLetters = (a: string, b: string) => a !== b && a.toLowerCase() === b.toLowerCase();
  let written: string | undefined;
  let meant: string | undefined;
  // Each error looks at its own field only: an object with 100,000 extra fields has as many errors.
  if (error.keyword === "required") {
    const missing = String(error.params.missingProperty);
    [written, meant] = [Object.keys(data).find((field) => sameLetters(field, missing)), missing];
  } else if (error.keyword === "additionalProperties") {
    const extra = String(error.params.additionalProperty);
    const allowed = Object.keys((error.parentSchema as Schema | undefined)?.properties ?? {});
    [written, meant] = [extra, allowed.find((field) => sameLetters(field, extra) && !Object.hasOwn(data, field))];
  }
  if (written === undefined || meant === undefined) return undefined;
  return {
    severity: "error",
    pointer: error.instancePath + pointerOf(written),
    message: `the field ${quote(written)} is written with the wrong capital letters`,
    hint: `did you mean "${meant}"?`,
    mn: {
      message: `${mnQuote(written)} талбарын том, жижиг үсэг буруу бичигдсэн`,
      hint: `${mnQuote(meant)} гэж бичих гэсэн үү?`,
    },
  };
}

/** The names of an enum's values in Mongolian (x-options), when the schema gives them. */
function optionsMn(schema: Schema | undefined): string | undefined {
  const options = schema?.["x-options"];
  if (!isObject(options)) return undefined;
  const names = Object.values(options).flatMap((o) => (isObject(o) && typeof o.mn === "string" ? [o.mn] : []));
  return names.length ? names.join(", ") : undefined;
}

/** A problem's English for the editor, which names the field by its form's label (and language), when it has one. */
function fieldEn(name: FieldName | undefined, text: (field: string) => { message: string; hint?: string }) {
  if (!name) return {};
  return { en: text(`"${name.label.en}"${name.lang ? ` (${languageName[name.lang]})` : ""}`) };
}

/** Turns one ajv error into a sentence an author can act on. */
export function describe(error: ErrorObject, context: MessageContext): Problem {
  const cased = wrongCase(error);
  if (cased) return cased;
  const parent = error.parentSchema as Schema | undefined;
  const problem = (message: string, hint: string | undefined, mn: MnText, pointer = error.instancePath): Problem => ({
    severity: "error",
    pointer,
    message,
    hint,
    mn,
  });
  const name = (pointer = error.instancePath) => context.fieldName?.(pointer);
  /** The field's Mongolian help, when the schema gives it: what to write there. */
  const helpMn = (schema: Schema | undefined) => {
    const help = schema?.["x-help"] as { mn?: string } | undefined;
    return typeof help?.mn === "string" ? help.mn : undefined;
  };
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case "required": {
      const field = String(p.missingProperty);
      const pointer = error.instancePath + pointerOf(field);
      if (isText(parent))
        return {
          ...problem(
            `the ${languageName[field]} text ("${field}") is missing`,
            `write both languages: { "mn": "…", "en": "…" }`,
            {
              message: `${fieldTextMn(name(error.instancePath), field)} бичигдээгүй байна`,
              hint: "Монгол, англи хоёр хэлээр бичнэ үү",
            },
            pointer,
          ),
          // The editor's form has a box per language: no JSON to write.
          ...fieldEn(name(error.instancePath), (text) => ({
            message: `${text}: the ${languageName[field]} text is missing`,
            hint: "write it in both languages, Mongolian and English",
          })),
        };
      const description = parent?.properties?.[field]?.description;
      const required = name(pointer);
      return {
        ...problem(
          `the required field "${field}" is missing`,
          description ? `${field}: ${description}` : undefined,
          {
            message: required ? `${fieldMn(required)}ыг заавал бөглөнө` : "Заавал бөглөх талбар хоосон байна",
            hint: helpMn(parent?.properties?.[field]),
          },
          pointer,
        ),
        ...fieldEn(required, (text) => ({
          message: `${text} must be filled in`,
          hint: typeof description === "string" ? description : undefined,
        })),
      };
    }
    case "additionalProperties": {
      const field = String(p.additionalProperty);
      const allowed = Object.keys(parent?.properties ?? {});
      const where = isText(parent) ? 'a text, which has only "mn" and "en"' : "this place";
      const guess = suggestion(field, allowed);
      return problem(
        `the field ${quote(field)} is not allowed in ${where}`,
        guess.en ?? (allowed.length ? `allowed fields: ${allowed.join(", ")}` : undefined),
        { message: `Энд ${mnQuote(field)} гэсэн талбар байж болохгүй`, hint: guess.mn ?? "Тэр талбарыг хасна уу" },
        error.instancePath + pointerOf(field),
      );
    }
    case "discriminator": {
      const tag = String(p.tag);
      const known = tag === "template" ? context.templates : context.blockTypes;
      const noun = tag === "template" ? "template" : "block type";
      const nounMn = tag === "template" ? "хуудасны төрөл" : "хэсгийн төрөл";
      if (p.error === "mapping") {
        const guess = suggestion(String(p.tagValue), known);
        return problem(
          `${quote(p.tagValue)} is not a ${noun}`,
          `${guess.en ?? ""} ${noun}s: ${known.join(", ")}`.trim(),
          { message: `${mnQuote(p.tagValue)} гэсэн ${nounMn} байхгүй`, hint: guess.mn },
          error.instancePath + pointerOf(tag),
        );
      }
      // A missing tag is also reported by "required": say it the same way so the two become one.
      const missing = isObject(error.data) && !Object.hasOwn(error.data, tag);
      return problem(
        missing ? `the required field "${tag}" is missing` : `"${tag}" must be the name of a ${noun}`,
        `${noun}s: ${known.join(", ")}`,
        { message: `${capitalizedMn(nounMn)} заагаагүй байна` },
        error.instancePath + pointerOf(tag),
      );
    }
    case "enum": {
      const allowed = (p.allowedValues as unknown[]).map(String);
      const guess = suggestion(String(error.data), allowed);
      return problem(
        `${given(error.data)} is not one of the allowed values`,
        `${guess.en ?? ""} allowed: ${allowed.join(", ")}`.trim(),
        {
          message: `${fieldMn(name())}т ${mnQuote(error.data)} гэсэн утга байж болохгүй`,
          hint: optionsMn(parent)
            ? `Жагсаалтаас сонгоно уу: ${optionsMn(parent)}`
            : joined(guess.mn, "Жагсаалтаас сонгоно уу"),
        },
      );
    }
    case "const":
      return problem(`must be ${quote(p.allowedValue)}`, undefined, {
        message: `${fieldMn(name())} ${mnQuote(p.allowedValue)} байх ёстой`,
      });
    case "type": {
      if (isText(parent) || isText(error.schema as Schema))
        return problem(`must be text in both languages, not ${given(error.data)}`, `write { "mn": "…", "en": "…" }`, {
          message: `${fieldMn(name())}т монгол, англи хоёр хэлээр бичвэр бичнэ`,
        });
      const expected = String(p.type)
        .split(",")
        .map((t) => typeWords[t] ?? t)
        .join(" or ");
      const expectedMn = String(p.type)
        .split(",")
        .map((t) => typeWordsMn[t] ?? t)
        .join(" эсвэл ");
      return problem(`must be ${expected}, not ${given(error.data)}`, parent?.description, {
        message: `${fieldMn(name())}т ${expectedMn} бичнэ`,
        hint: helpMn(parent),
      });
    }
    case "minItems":
    case "maxItems": {
      const count = (error.data as unknown[]).length;
      const [min, max] = [parent?.minItems, parent?.maxItems];
      const list = name();
      const listMn = list ? `«${list.label.mn}» жагсаалтад` : "Энэ жагсаалтад";
      if (min !== undefined && min === max)
        return problem(`must have exactly ${items(Number(min))}; it has ${count}`, parent?.description, {
          message: `${listMn} яг ${min} зүйл байх ёстой; одоо ${count} байна`,
          hint: helpMn(parent),
        });
      const bound =
        error.keyword === "minItems" ? `at least ${items(Number(p.limit))}` : `at most ${items(Number(p.limit))}`;
      const boundMn = error.keyword === "minItems" ? `дор хаяж ${p.limit}` : `хамгийн ихдээ ${p.limit}`;
      return problem(`must have ${bound}; it has ${count}`, parent?.description, {
        message: `${listMn} ${boundMn} зүйл байх ёстой; одоо ${count} байна`,
        hint: helpMn(parent),
      });
    }
    case "minLength":
      // Said as the "\\S" pattern says it, so that an empty text is one problem, not two.
      if (Number(p.limit) > 1)
        return problem(`must be at least ${p.limit} characters long`, parent?.description, {
          message: `${fieldTextMn(name())} хэт богино байна: дор хаяж ${p.limit} тэмдэгт бичнэ`,
          hint: helpMn(parent),
        });
      return problem(
        parent?.pattern === "\\S" ? "must not be empty or only spaces" : "must not be empty",
        parent?.description,
        { message: `${fieldTextMn(name())} хоосон байна`, hint: helpMn(parent) },
      );
    case "maxLength":
      return problem(`must be at most ${p.limit} characters long`, parent?.description, {
        message: `${fieldTextMn(name())} хэт урт байна: хамгийн ихдээ ${p.limit} тэмдэгт`,
        hint: helpMn(parent),
      });
    case "pattern":
      if (p.pattern === "\\S" && /\/alt\/(mn|en)$/.test(error.instancePath))
        return problem(
          "must not be empty or only spaces",
          `write what the picture shows in ${languageName[error.instancePath.slice(-2)]}: screen readers read it to people who cannot see the picture, and search engines read it too`,
          {
            message: `Зургийн ${languageMn[error.instancePath.slice(-2)]} тайлбар хоосон байна`,
            hint: `Зураг дээр юу байгааг ${error.instancePath.endsWith("mn") ? "монголоор" : "англиар"} бичнэ үү: харж чадахгүй хүнд дэлгэц уншигч програм үүнийг уншиж өгдөг, хайлтын систем ч уншдаг`,
          },
        );
      if (p.pattern === "\\S")
        return {
          ...problem("must not be empty or only spaces", parent?.description, {
            message: `${fieldTextMn(name())} хоосон байна`,
            hint: helpMn(parent),
          }),
          ...fieldEn(name(), (field) => ({ message: `${field} is empty`, hint: parent?.description })),
        };
      return {
        ...problem(`${given(error.data)} is not written the expected way`, parent?.description, {
          message: `${fieldTextMn(name())} зөв хэлбэрээр бичигдээгүй байна: ${mnQuote(error.data)}`,
          hint: helpMn(parent),
        }),
        // The editor names the field as its form does, as the Mongolian does.
        ...fieldEn(name(), (field) => ({
          message: `${field}: ${given(error.data)} is not written the expected way`,
          hint: parent?.description,
        })),
      };
    case "format":
      return { severity: "error", pointer: error.instancePath, ...formatProblem(error, context) };
    case "minimum":
    case "maximum":
      return problem(
        `must be ${error.keyword === "minimum" ? "at least" : "at most"} ${p.limit}, not ${given(error.data)}`,
        parent?.description,
        {
          message: `${fieldMn(name())} ${error.keyword === "minimum" ? "дор хаяж" : "хамгийн ихдээ"} ${p.limit} байх ёстой, ${mnQuote(error.data)} биш`,
          hint: helpMn(parent),
        },
      );
    case "propertyNames":
      return problem(
        `${quote(p.propertyName)} is not a valid key`,
        "keys are lowercase words joined by dots, for example nav.home",
        {
          message: `${mnQuote(p.propertyName)} нь зөв түлхүүр биш`,
          hint: "Түлхүүр нь цэгээр холбосон жижиг латин үгс байна, жишээ нь «nav.home»",
        },
        error.instancePath + pointerOf(String(p.propertyName)),
      );
    default:
      return problem(error.message ?? "is not valid here", parent?.description, {
        message: `${fieldTextMn(name())} буруу байна`,
        hint: helpMn(parent),
      });
  }
}
