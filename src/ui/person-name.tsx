import { Fragment } from "react";
import { classOf } from "./styled";

// One piece on a line: moved whole to the next line where it does not fit after the words before
// it, and broken at its hyphen only where it is wider than the whole line (a 320 px phone's card).
const whole = classOf({ display: "inline-block", maxWidth: "100%" });

/**
 * A person's name, which a narrow card wraps between its words: at the hyphen inside a name such as
 * «Мөнх-Эрдэнэ», whose halves are one name, only where the name is wider than the line; an initial
 * before it («Э. Мөнх-Эрдэнэ») stays on its line.
 */
export function PersonName({ name }: { name: string }) {
  // Split around each hyphenated word and its initial: the pieces at odd places are those kept whole.
  return name.split(/((?:\p{Lu}\.\s)?\S+-\S+)/u).map((part, i) =>
    i % 2 ? (
      <span key={i} className={whole}>
        {part}
      </span>
    ) : (
      part && <Fragment key={i}>{part}</Fragment>
    ),
  );
}
