/** One thing wrong with a manifest, as an author reads it. */
export interface Problem {
  severity: "error" | "warning";
  /** JSON pointer to the value, "" for the whole file. */
  pointer: string;
  message: string;
  hint?: string;
  /** Where in the JSON the problem is; filled in by locate(). */
  line?: number;
  column?: number;
  /** The page it belongs to ("route /about"), or the manifest section ("navigation"). */
  where?: string;
}

export const escapePointer = (segment: string | number) => String(segment).replace(/~/g, "~0").replace(/\//g, "~1");
export const pointerOf = (...segments: (string | number)[]) => segments.map((s) => "/" + escapePointer(s)).join("");
export const segmentsOf = (pointer: string): string[] =>
  pointer === ""
    ? []
    : pointer
        .slice(1)
        .split("/")
        .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
