import { parse, printParseErrorCode, type ParseError } from "jsonc-parser";
import type { Problem } from "./problem";
import { walkJson } from "./json-walk.ts";
import { mend, type Mended } from "./typing-mistakes.ts";

// Keyed by jsonc-parser's error names (its codes are a const enum, absent at run time).
const words: Record<string, [string, string?]> = {
  InvalidSymbol: [
    "this is not valid JSON here",
    "text must be in double quotes; numbers, true, false and null are written plainly",
  ],
  InvalidNumberFormat: [
    "this number is not written correctly",
    "write numbers like 850 or 6.5, without spaces or commas",
  ],
  PropertyNameExpected: ["a field name in double quotes was expected here"],
  ValueExpected: ["a value was expected here"],
  ColonExpected: ["a colon (:) is missing after the field name"],
  CommaExpected: ["a comma is missing before this", "separate fields and list items with commas"],
  CloseBraceExpected: ["a closing } is missing", "every { needs a matching }"],
  CloseBracketExpected: ["a closing ] is missing", "every [ needs a matching ]"],
  EndOfFileExpected: [
    "there is more text after the end of the manifest",
    "the manifest is one { … }; remove what follows it",
  ],
  InvalidCommentToken: ["comments are not allowed in JSON", "remove the comment"],
  UnexpectedEndOfComment: ["a comment is not closed, and comments are not allowed in JSON"],
  UnexpectedEndOfString: ["this text has no closing double quote"],
  UnexpectedEndOfNumber: ["this number is cut off"],
  InvalidUnicode: ["this \\u escape is not valid", "write \\u followed by four hexadecimal digits"],
  InvalidEscapeCharacter: [
    "this backslash escape is not valid",
    'write a backslash as \\\\ and a double quote inside text as \\"',
  ],
  InvalidCharacter: ["this text contains a line break or control character", "write a line break inside text as \\n"],
};

// The same in Mongolian, for the editor's recovery view.
const wordsMn: Record<string, [string, string?]> = {
  InvalidSymbol: [
    "Энд JSON-ы бичвэр буруу байна",
    "Бичвэрийг давхар хашилтад бичнэ; тоо, true, false, null-ийг хашилтгүй бичнэ",
  ],
  InvalidNumberFormat: ["Энэ тоо буруу бичигдсэн", "Тоог 850 эсвэл 6.5 гэх мэтээр, зай таслалгүй бичнэ үү"],
  PropertyNameExpected: ["Энд давхар хашилттай талбарын нэр байх ёстой"],
  ValueExpected: ["Энд утга байх ёстой"],
  ColonExpected: ["Талбарын нэрийн дараа хоёр цэг (:) дутуу байна"],
  CommaExpected: ["Үүний өмнө таслал дутуу байна", "Талбар болон жагсаалтын зүйлсийг таслалаар тусгаарлана"],
  CloseBraceExpected: ["Хаах } хаалт дутуу байна", "{ бүрд тохирох } байна"],
  CloseBracketExpected: ["Хаах ] хаалт дутуу байна", "[ бүрд тохирох ] байна"],
  EndOfFileExpected: [
    "Сайтын өгөгдөл дууссаны дараа бичвэр үлдсэн байна",
    "Өгөгдөл нь нэг { … }; араас нь байгааг устгана уу",
  ],
  InvalidCommentToken: ["JSON-д тайлбар бичиж болохгүй", "Тайлбарыг устгана уу"],
  UnexpectedEndOfComment: ["Тайлбар хаагдаагүй байна; JSON-д тайлбар бичиж болохгүй"],
  UnexpectedEndOfString: ["Энэ бичвэрийн хаах давхар хашилт алга"],
  UnexpectedEndOfNumber: ["Энэ тоо дутуу байна"],
  InvalidUnicode: ["Энэ \\u тэмдэгт буруу", "\\u-ийн дараа арван зургаатын дөрвөн цифр бичнэ"],
  InvalidEscapeCharacter: [
    "Энэ ташуу зураасны тэмдэгт буруу",
    'Ташуу зураасыг \\\\, бичвэр доторх давхар хашилтыг \\" гэж бичнэ',
  ],
  InvalidCharacter: [
    "Энэ бичвэрт мөр шилжүүлэг эсвэл удирдлагын тэмдэгт байна",
    "Бичвэр доторх шинэ мөрийг \\n гэж бичнэ",
  ],
};

const MAX_SHOWN = 20;

type Located = Problem & { offset: number };

/** jsonc-parser's errors, one per offset: ",}" is both "name expected" and "value expected"; the first is kept. */
function parseErrors(text: string): ParseError[] {
  const errors: ParseError[] = [];
  parse(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const offsets = new Set<number>();
  return errors.filter((e) => !offsets.has(e.offset) && offsets.add(e.offset));
}

/** Describes why a text is not JSON, with offsets; empty when JSON.parse failed for another reason. */
export function syntaxProblems(source: string): Located[] {
  // A mistake made in a text editor is said once; the text is mended and parsed again, without
  // the errors that followed from it (src/validate/typing-mistakes.ts).
  const mistakes: Located[] = [];
  let text = source;
  let errors: ParseError[];
  try {
    errors = parseErrors(text);
    for (let found: Mended | undefined; mistakes.length < MAX_SHOWN;) {
      // The first errors only: those after them are not shown, and a file of junk has millions.
      found = errors
        .slice(0, MAX_SHOWN)
        .map((e) => mend(text, e.offset))
        .find(Boolean);
      if (!found) break;
      const { text: mended, ...problem } = found;
      mistakes.push({ severity: "error", pointer: "", ...problem });
      text = mended;
      errors = parseErrors(text);
    }
  } catch {
    // Nested too deeply for the parser above: the walker, which has no depth limit, finds where it stops.
    const offset = walkJson(source, undefined, { value: () => undefined }) ?? 0;
    return [
      {
        severity: "error",
        pointer: "",
        offset,
        message:
          offset >= source.length
            ? "the file ends before every [ and { in it is closed"
            : "this is not valid JSON here",
        hint: "a manifest is a few levels deep; look for runaway [ or {",
        mn: {
          message:
            offset >= source.length ? "Файлын бүх [ ба { хаалт хаагдаагүй байна" : "Энд JSON-ы бичвэр буруу байна",
          hint: "Хаагдаагүй [ эсвэл { хаалтыг хайна уу",
        },
      },
    ];
  }
  const others = errors.map(({ error, offset }): Located => {
    const trailingComma =
      /,\s*$/.test(text.slice(Math.max(0, offset - 200), offset)) && /[}\]]/.test(text.charAt(offset));
    const [message, hint] = trailingComma
      ? ["there is a comma before this closing bracket", "remove the comma after the last item"]
      : (words[printParseErrorCode(error)] ?? ["this is not valid JSON"]);
    const [messageMn, hintMn] = trailingComma
      ? ["Энэ хаалтын өмнө илүү таслал байна", "Сүүлийн зүйлийн дараах таслалыг устгана уу"]
      : (wordsMn[printParseErrorCode(error)] ?? ["Энд JSON-ы бичвэр буруу байна"]);
    return { severity: "error", pointer: "", offset, message, hint, mn: { message: messageMn, hint: hintMn } };
  });
  const all = [...mistakes, ...others].sort((a, b) => a.offset - b.offset);
  // Past the first few, errors follow from earlier ones: an author fixes those and runs again.
  const shown = all.slice(0, MAX_SHOWN);
  const rest = all.length - shown.length;
  if (rest > 0)
    shown.push({
      ...shown[shown.length - 1],
      message: `and ${rest} more problems with the JSON after this one`,
      hint: "fix the first ones and check again; later ones often disappear with them",
      mn: {
        message: `Үүний дараа JSON-ы бичвэрт бас ${rest} асуудал байна`,
        hint: "Эхнийхийг нь засаад дахин шалгана уу; дараагийнх нь ихэвчлэн хамт алга болдог",
      },
    });
  return shown;
}
