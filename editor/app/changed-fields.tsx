import type { Place } from "../../src/authoring/changes";
import { factNames, type Facts } from "./facts/facts-context";
import { toDisplay } from "./facts/tokens";
import { useLang, useWords } from "./lang";
import { words } from "./words";

/**
 * The fields a version or kept edits change, each by its name (`names`, as changeWords gives them)
 * and, for a text, its words before and after, the site's facts by their names as the forms show them.
 */
export function ChangedFields({
  names,
  places,
  facts = {},
}: {
  names: string[];
  places: Place[] | undefined;
  facts: Facts | undefined;
}) {
  const w = useWords(words);
  const { lang } = useLang();
  const shown = (text: string) => toDisplay(text, factNames(facts, lang).names);
  return (
    <ul>
      {names.map((name, n) => {
        const place = places?.[n];
        const { was, now } = place && "at" in place ? place : {};
        return (
          <li key={n}>
            {name}
            {was !== undefined && now !== undefined && (
              <span className="change-values">{w.valueChange(shown(was), shown(now))}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
