import { walkJson } from "./json-walk.ts";
import { lineIndex, locateAll, type Position } from "./locate.ts";
import { error } from "./json.ts";
import { escapePointer, leadingSegments, type Problem } from "./problem.ts";

/** A value's place: its parent's, and its key there; its pointer is spelt out once, on request. */
interface Place {
  parent?: Place;
  key: string | number;
  pointer?: string;
}

function pointerAt(place: Place): string {
  const unnamed: Place[] = [];
  for (let p: Place | undefined = place; p && p.pointer === undefined; p = p.parent) unnamed.push(p);
  // Outermost first: each parent's pointer is known by the time its child's is made.
  for (const p of unnamed.reverse()) p.pointer = `${p.parent?.pointer ?? ""}/${escapePointer(p.key)}`;
  return place.pointer!;
}

const at = ({ line, column }: Position) => `${line}:${column}`;

/**
 * What JSON.parse lets pass without a word, in a text it accepts: a field written twice in one
 * object (JSON.parse keeps the last, an editor may show the first), and a number too large to be a
 * number (JSON.parse reads 1e400 as Infinity).
 */
export function jsonTextProblems(
  text: string,
  position: (offset: number) => Position,
): { problems: Problem[]; tooLarge: Set<string> } {
  const problems: Problem[] = [];
  const tooLarge = new Set<string>();
  const child = (parent: Place, key: string | number): Place => ({ parent, key });
  walkJson<Place | undefined>(text, undefined, {
    value: (parent, key, _offset, _name, container) =>
      container ? (parent ? child(parent, key) : { key: "", pointer: "" }) : parent,
    duplicate(object, key, earlier, later) {
      problems.push(
        error(
          `${pointerAt(object!)}/${escapePointer(key)}`,
          `the field ${JSON.stringify(key)} is written twice in this object, at ${at(position(earlier))} and at ${at(position(later))}`,
          "keep one of them: the site would use the last one and ignore the other",
          {
            message: `${JSON.stringify(key)} талбар энэ хэсэгт хоёр удаа бичигдсэн (${at(position(earlier))}, ${at(position(later))})`,
            hint: "Аль нэгийг нь үлдээнэ үү: сайт сүүлийнхийг нь ашиглаад нөгөөг нь үл тооно",
          },
        ),
      );
    },
    tooLarge(parent, key) {
      const pointer = parent ? `${pointerAt(parent)}/${escapePointer(key)}` : "";
      tooLarge.add(pointer);
      problems.push(
        error(pointer, "this number is too large", "write the number as it should appear on the site", {
          message: "Энэ тоо хэт том байна",
          hint: "Тоог сайт дээр харагдах ёсоор нь бичнэ үү",
        }),
      );
    },
  });
  return { problems, tooLarge };
}

/**
 * Those problems of a text, placed at their line and column: what keeps a text JSON.parse accepts
 * from being edited as the value it parses to (the editor's forms would change the copy of a field
 * the site ignores, or write a number too large back as null).
 */
export function ambiguousJson(source: string): Problem[] {
  const text = source.replace(/^\uFEFF/, "");
  const { problems } = jsonTextProblems(text, lineIndex(text));
  const positions = locateAll(
    text,
    problems.map((p) => p.pointer),
  );
  return problems.map((p, i) => ({ ...p, ...positions[i], where: leadingSegments(p.pointer, 1)[0] || "manifest" }));
}
