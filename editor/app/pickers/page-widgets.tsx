import type { WidgetProps } from "@rjsf/utils";
import { useWords } from "../lang";
import { PagePicker } from "./page-picker";
import { useChoices } from "../choices";
import { pickerWords } from "./words";

const usePages = () => {
  const { pages, paths } = useChoices();
  return pages ?? paths.map((path) => ({ path }));
};

/** A page of this site, picked by its title or path as the author types. */
export function RouteWidget(props: WidgetProps) {
  const t = useWords(pickerWords);
  const pages = usePages();
  return (
    <PagePicker
      id={props.id}
      value={typeof props.value === "string" ? props.value : ""}
      pages={pages}
      required={props.required}
      placeholder={t.pagePlaceholder}
      describedBy={`${props.id}__error`}
      onChange={(path) => path && props.onChange(path)}
    />
  );
}

/** A page of this site, picked by its title, or any web address written out. */
export function LinkWidget(props: WidgetProps) {
  const t = useWords(pickerWords);
  const pages = usePages();
  return (
    <PagePicker
      id={props.id}
      value={typeof props.value === "string" ? props.value : ""}
      pages={pages}
      free
      required={props.required}
      placeholder={t.linkPlaceholder}
      describedBy={`${props.id}__error`}
      onChange={(value) => props.onChange(value)}
    />
  );
}
