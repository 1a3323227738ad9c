import { Fragment } from "react";
import { classOf } from "./styled";

const whole = classOf({ whiteSpace: "nowrap" });

/**
 * A person's name, which a narrow card wraps only between its words: never at the hyphen inside a
 * name such as «Мөнх-Эрдэнэ», whose halves are one name.
 */
export function PersonName({ name }: { name: string }) {
  // Split around each hyphenated word: the words at odd places are those kept whole.
  return name.split(/(\S+-\S+)/).map((part, i) =>
    i % 2 ? (
      <span key={i} className={whole}>
        {part}
      </span>
    ) : (
      part && <Fragment key={i}>{part}</Fragment>
    ),
  );
}
