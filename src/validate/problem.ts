/** One thing wrong with a manifest, as an author reads it. */
export interface Problem {
  severity: "error" | "warning";
  /** JSON pointer to the value, "" for the whole file. */
  pointer: string;
  message: string;
  hint?: string;
  /** The message and hint in Mongolian, for the editor's Mongolian interface (the CLI prints the English). */
  mn?: { message: string; hint?: string };
  /**
   * The message and hint for the editor's English interface, where they differ from the file's:
   * no JSON keys or pointers, which an author in the editor never sees.
   */
  en?: { message: string; hint?: string };
  /** Where in the JSON the problem is; filled in by locate(). */
  line?: number;
  column?: number;
  /** The page it belongs to ("route /about"), or the manifest section ("navigation"). */
  where?: string;
}

export const escapePointer = (segment: string | number) =>
  typeof segment === "number" || !/[~/]/.test(segment)
    ? String(segment)
    : segment.replace(/~/g, "~0").replace(/\//g, "~1");
export const pointerOf = (...segments: (string | number)[]) => segments.map((s) => "/" + escapePointer(s)).join("");
const unescape = (segment: string) =>
  segment.includes("~") ? segment.replace(/~1/g, "/").replace(/~0/g, "~") : segment;
export const segmentsOf = (pointer: string): string[] =>
  pointer === "" ? [] : pointer.slice(1).split("/").map(unescape);
/** The first `count` segments only: where a problem is (the section, the page) without splitting all of it. */
export const leadingSegments = (pointer: string, count: number): string[] =>
  pointer === ""
    ? []
    : pointer
        .split("/", count + 1)
        .slice(1)
        .map(unescape);
