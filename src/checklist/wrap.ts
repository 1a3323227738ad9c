/** The width of a text as it will be drawn (a font's measure at one size). */
export type Measure = (text: string) => number;

/**
 * Breaks a text into lines no wider than `width`: words are kept whole and filled greedily; a line
 * break in the text starts a new line; a word wider than a whole line (a long address, say) is cut
 * between letters. Spaces at the ends of lines are dropped.
 */
export function wrapText(text: string, width: number, measure: Measure): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const joined = line ? `${line} ${word}` : word;
      if (measure(joined) <= width) {
        line = joined;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      // A word that fits no line on its own: cut it into pieces that do (a letter wider than the
      // line stays whole, on a line of its own).
      for (let cut = 0; measure(line) > width && (cut = fittingLength(line, width, measure)) < line.length;) {
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line);
  }
  return lines;
}

/** How many UTF-16 units of `word`, cut between letters, fit `width`: at least one letter, so that lines always advance. */
function fittingLength(word: string, width: number, measure: Measure): number {
  const letters = Array.from(word);
  let fit = letters[0].length;
  let length = 0;
  for (const letter of letters) {
    if (measure(word.slice(0, length + letter.length)) > width) break;
    length += letter.length;
    fit = length;
  }
  return fit;
}
