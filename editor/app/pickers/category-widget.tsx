import type { WidgetProps } from "@rjsf/utils";
import { todoMarker } from "../../../src/content/todo-marker";
import { useLang, useWords } from "../lang";
import { useChoices } from "../choices";
import { pickerWords } from "./words";

/**
 * A blog category, picked by its name as visitors see it; the article keeps its id. A new
 * article's category, still to choose, shows as a question.
 */
export function CategoryWidget(props: WidgetProps) {
  const { lang } = useLang();
  const t = useWords(pickerWords);
  const { categories = [] } = useChoices();
  const value = typeof props.value === "string" && !props.value.startsWith(todoMarker) ? props.value : "";
  const known = categories.some((c) => c.id === value);
  return (
    <select
      id={props.id}
      value={value}
      required={props.required}
      onChange={(e) => props.onChange(e.target.value || undefined)}
    >
      {!value && <option value="">{t.noCategory}</option>}
      {value && !known && <option value={value}>{t.unknownCategory(value)}</option>}
      {categories.map((c) => (
        <option key={c.id} value={c.id}>
          {c.label?.[lang] || c.id}
        </option>
      ))}
    </select>
  );
}
