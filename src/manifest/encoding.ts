import type { Said } from "../i18n/said.ts";
import { lineIndex } from "../validate/locate.ts";
import type { Problem } from "../validate/problem.ts";

export type Decoded = { text: string; problem?: undefined } | { text?: undefined; problem: Problem };

const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
const saveAsUtf8 = {
  en: "save the file as UTF-8 (in most text editors: Save with Encoding, or the encoding in the status bar)",
  mn: "файлыг UTF-8 кодчилолоор хадгална уу (ихэнх текст засварлагчид: Save with Encoding, эсвэл төлөвийн мөрөнд буй кодчилол)",
};

/** The offset of the first byte that does not begin, or continue, a UTF-8 character as it should. */
function firstInvalidByte(bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length;) {
    const b = bytes[i];
    if (b < 0x80) {
      i++;
      continue;
    }
    // The length of the sequence and the range of its second byte (which rules out overlong forms,
    // surrogates and code points beyond U+10FFFF), as Unicode's table of well-formed UTF-8 says.
    const [length, low, high] =
      b >= 0xc2 && b <= 0xdf
        ? [2, 0x80, 0xbf]
        : b === 0xe0
          ? [3, 0xa0, 0xbf]
          : b === 0xed
            ? [3, 0x80, 0x9f]
            : b >= 0xe1 && b <= 0xef
              ? [3, 0x80, 0xbf]
              : b === 0xf0
                ? [4, 0x90, 0xbf]
                : b === 0xf4
                  ? [4, 0x80, 0x8f]
                  : b >= 0xf1 && b <= 0xf3
                    ? [4, 0x80, 0xbf]
                    : [0, 0, 0];
    if (!length || i + length > bytes.length || bytes[i + 1] < low || bytes[i + 1] > high) return i;
    for (let k = 2; k < length; k++) if (bytes[i + k] < 0x80 || bytes[i + k] > 0xbf) return i;
    i += length;
  }
  return bytes.length;
}

const problem = (line: number, column: number, message: Said, hint: Said): Problem => ({
  severity: "error",
  pointer: "",
  line,
  column,
  where: "manifest",
  message: message.en,
  hint: hint.en,
  mn: { message: message.mn, hint: hint.mn },
});

/**
 * The text of a manifest's bytes, which must be UTF-8 (a byte order mark is kept, and ignored by
 * the validator). Nothing is read lossily: UTF-16 is named as such, and any other encoding is
 * reported at its first byte that is not UTF-8, instead of every Cyrillic letter becoming U+FFFD.
 */
export function decodeManifest(bytes: Uint8Array): Decoded {
  const [a, b] = bytes;
  const utf16 =
    (a === 0xff && b === 0xfe) || (a !== 0 && b === 0 && bytes.length > 1)
      ? "UTF-16 (little-endian)"
      : (a === 0xfe && b === 0xff) || (a === 0 && b !== 0 && bytes.length > 1)
        ? "UTF-16 (big-endian)"
        : undefined;
  if (utf16)
    return {
      problem: problem(
        1,
        1,
        {
          en: `the file is saved as ${utf16}, not UTF-8`,
          mn: `файлыг UTF-8 биш, ${utf16} кодчилолоор хадгалсан байна`,
        },
        saveAsUtf8,
      ),
    };
  try {
    return { text: utf8.decode(bytes) };
  } catch {
    const offset = firstInvalidByte(bytes);
    const before = utf8.decode(bytes.subarray(0, offset));
    const { line, column } = lineIndex(before)(before.length);
    return {
      problem: problem(
        line,
        column,
        { en: `the file is not UTF-8 at ${line}:${column}`, mn: `файл ${line}:${column} байрлалд UTF-8 биш байна` },
        {
          en: `${saveAsUtf8.en}; it was probably saved in an older encoding, such as Windows-1251, which would turn its Cyrillic letters into question marks`,
          mn: `${saveAsUtf8.mn}; Windows-1251 зэрэг хуучин кодчилолоор хадгалсан байж магадгүй, тэгвэл кирилл үсгүүд асуултын тэмдэг болж хувирна`,
        },
      ),
    };
  }
}
