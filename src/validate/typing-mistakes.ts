/**
 * The mistakes people make in a text editor, recognised where the JSON parser stops: a double
 * quote inside a text, curly quotes instead of straight ones, a text broken over two lines. Each
 * is said once, with its fix; the text comes back mended (with as many characters, so that the
 * offsets of later errors hold) to be parsed again without the errors that followed from it.
 */
export interface Mended {
  offset: number;
  message: string;
  hint: string;
  mn: { message: string; hint: string };
  text: string;
}

const curly = new Set(["“", "”", "„", "‟"]);
const isBreak = (c: string) => c === "\n" || c === "\r";
const lineStart = (text: string, at: number) => text.lastIndexOf("\n", at - 1) + 1;
const lineEnd = (text: string, at: number) => {
  const end = text.indexOf("\n", at);
  return end < 0 ? text.length : text[end - 1] === "\r" ? end - 1 : end;
};
const replaceAt = (text: string, offsets: number[], by: string) => {
  const chars = text.split("");
  for (const offset of offsets) chars[offset] = by;
  return chars.join("");
};
/** What follows an offset on its line, past spaces: ":" after a field name, "," or a bracket after a value. */
function nextCharAfter(text: string, at: number): string {
  let i = at;
  while (text[i] === " " || text[i] === "\t") i++;
  return i >= text.length || isBreak(text[i]) ? "" : text[i];
}

/** The straight-quoted texts of the line before an offset, as [opening, closing] offsets. */
function textsBefore(text: string, at: number): [number, number][] {
  const spans: [number, number][] = [];
  let open = -1;
  for (let i = lineStart(text, at); i < at; i++) {
    if (open >= 0 && text[i] === "\\") i++;
    else if (text[i] === '"' && open < 0) open = i;
    else if (text[i] === '"') {
      spans.push([open, i]);
      open = -1;
    }
  }
  return spans;
}

/** “en”: “Close menu” – curly quotes around a field name or a text, straightened on the whole line. */
function curlyQuotes(text: string, at: number): Mended | undefined {
  if (!curly.has(text[at])) return undefined;
  const changed: number[] = [];
  const kinds = new Set<string>();
  let inside: "straight" | "curly" | undefined;
  for (let i = lineStart(text, at), end = lineEnd(text, at); i < end; i++) {
    const c = text[i];
    if (inside && c === "\\") i++;
    else if (!inside && (c === '"' || curly.has(c))) {
      inside = c === '"' ? "straight" : "curly";
      if (inside === "curly") changed.push(i);
    } else if (inside === "straight" && c === '"') inside = undefined;
    else if (inside === "curly" && (c === '"' || curly.has(c))) {
      if (c !== '"') changed.push(i);
      kinds.add(nextCharAfter(text, i + 1) === ":" ? "a field name" : "a text");
      inside = undefined;
    }
  }
  return {
    offset: at,
    message: `curly quotes “ ” are used around ${[...kinds].join(" and ") || "a text"}`,
    hint: "write straight double quotes \" instead; an editor's smart quotes setting turns them curly",
    mn: {
      message: "Муруй хашилт “ ” ашигласан байна",
      hint: 'Оронд нь шулуун давхар хашилт " бичнэ үү',
    },
    text: replaceAt(text, changed, '"'),
  };
}

/** "Close⏎menu" – a text broken over lines; the parser stops at its opening quote. */
function lineBreakInText(text: string, at: number): Mended | undefined {
  if (text[at] !== '"') return undefined;
  const breaks: number[] = [];
  for (let i = at + 1; i < text.length && breaks.length < 20; i++) {
    if (text[i] === "\\") i++;
    else if (isBreak(text[i])) breaks.push(i);
    else if (text[i] === '"') {
      if (!breaks.length || !/^([,}\]:]|)$/.test(nextCharAfter(text, i + 1))) return undefined;
      return {
        offset: breaks[0],
        message: "this text goes on over a line break",
        hint: "keep a text on one line: join the lines, or write \\n where a new line should start",
        mn: {
          message: "Энэ бичвэр мөр шилжиж үргэлжилсэн байна",
          hint: "Бичвэрийг нэг мөрөнд бичнэ үү: мөрүүдийг нийлүүлэх, эсвэл шинэ мөр эхлэх газарт \\n бичнэ",
        },
        text: replaceAt(text, breaks, " "),
      };
    }
  }
  return undefined;
}

/** "Close the "main" menu" – a double quote inside a text ends it early; the parser stops after it. */
function quoteInText(text: string, at: number): Mended | undefined {
  if (text[at] === '"' || isBreak(text[at])) return undefined;
  let closing = at - 1;
  while (text[closing] === " " || text[closing] === "\t") closing--;
  if (text[closing] !== '"') return undefined;
  const spans = textsBefore(text, at);
  const index = spans.findIndex(([, close]) => close === closing);
  if (index < 0) return undefined;
  const [opening] = spans[index];
  // Only a value: a text after a field name, or in a list.
  const lead = /([[,:])\s*$/.exec(text.slice(Math.max(0, opening - 200), opening));
  if (!lead) return undefined;
  // The text ends at the last quote on the line that a comma or a bracket follows, before any field name.
  let end = -1;
  for (let i = closing + 1, last = lineEnd(text, at); i < last; i++) {
    if (text[i] === "\\") i++;
    else if (text[i] !== '"') continue;
    const next = nextCharAfter(text, i + 1);
    if (next === ":") break;
    if (/^([,}\]]|)$/.test(next)) end = i;
  }
  if (end < 0) return undefined;
  const inner: number[] = [];
  for (let i = opening + 1; i < end; i++)
    if (text[i] === "\\") i++;
    else if (text[i] === '"') inner.push(i);
  const key = lead[1] === ":" ? spans[index - 1] : undefined;
  const language = key && text.slice(key[0] + 1, key[1]);
  const typographic = language === "mn" ? ", or use « » instead" : language === "en" ? ", or use “ ” instead" : "";
  return {
    offset: closing,
    message: 'this text has a double quote (") inside it, which ends the text there',
    hint: `write a double quote inside a text as \\"${typographic}`,
    mn: {
      message: 'Энэ бичвэрийн дотор давхар хашилт (") байгаа тул бичвэр тэнд дуусч байна',
      hint: 'Бичвэр доторх давхар хашилтыг \\" гэж, эсвэл « » гэж бичнэ үү',
    },
    text: replaceAt(text, inner, "'"),
  };
}

/** The mistake that explains the parser's error at this offset, if it is one of these. */
export const mend = (text: string, at: number): Mended | undefined =>
  curlyQuotes(text, at) ?? lineBreakInText(text, at) ?? quoteInText(text, at);
