import { useWords } from "../lang";
import { formWords } from "./words";

/** The mark of a field that must be filled in, explained once at the top of the form. */
export function RequiredMark() {
  const w = useWords(formWords);
  return (
    <abbr className="required" title={w.required}>
      *
    </abbr>
  );
}
