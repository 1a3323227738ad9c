import type { WidgetProps } from "@rjsf/utils";
import { useWords } from "../lang";
import { PagePicker } from "./page-picker";
import { useChoices } from "../choices";
import { pickerWords } from "./words";

const usePages = () => {
  const { pages, paths } = useChoices();
  return pages ?? paths.map((path) => ({ path }));
};

/**
 * A page of this site, picked by its title or path as the author types; of the schema's
 * x-page-template only (a visa's country page among the destination pages).
 */
export function RouteWidget(props: WidgetProps) {
  const t = useWords(pickerWords);
  const pages = usePages();
  const only = (props.schema as { "x-page-template"?: string })["x-page-template"];
  return (
    <PagePicker
      id={props.id}
      value={typeof props.value === "string" ? props.value : ""}
      pages={only ? pages.filter((page) => "template" in page && page.template === only) : pages}
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
