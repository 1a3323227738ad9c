import { cloneElement, createContext, useContext, useState, type ReactElement } from "react";
import { getDefaultRegistry } from "@rjsf/core";
import type { FieldProps, MultiSchemaFieldTemplateProps, WidgetProps } from "@rjsf/utils";
import { InlineConfirm } from "../inline-confirm";
import { useWords } from "../lang";
import { formWords } from "./words";

const { OneOfField } = getDefaultRegistry().fields;

/** Whether a value holds any text an author wrote (its `type`, the kind's own name, aside). */
function hasText(value: unknown, top = true): boolean {
  if (typeof value === "string") return value.trim() !== "";
  if (Array.isArray(value)) return value.some((item) => hasText(item, false));
  if (typeof value === "object" && value !== null)
    return Object.entries(value).some(([key, item]) => !(top && key === "type") && hasText(item, false));
  return false;
}

/** Whether the value whose kind is chosen has texts that another kind would drop. */
const Written = createContext(false);

/** A value of one of several kinds (a page's section): as the form library draws it, knowing whether it has texts. */
export function SectionKindField(props: FieldProps) {
  return (
    <Written.Provider value={hasText(props.formData)}>
      <OneOfField {...props} />
    </Written.Provider>
  );
}

/**
 * The choice of a section's kind, named, above the section's fields. Another kind keeps none of
 * the section's texts: where it has some, the editor asks first, in place (Escape or Cancel keep
 * the kind); either way the focus goes back to the choice.
 */
export function SectionKindTemplate({ selector, optionSchemaField }: MultiSchemaFieldTemplateProps) {
  const w = useWords(formWords);
  const written = useContext(Written);
  const [asking, setAsking] = useState<unknown>();
  const choice = selector as ReactElement<WidgetProps> | undefined;
  const options = choice?.props.options.enumOptions ?? [];
  const named = (value: unknown) => options.find((option) => String(option.value) === String(value))?.label ?? "";
  const done = () => {
    setAsking(undefined);
    if (choice) document.getElementById(choice.props.id)?.focus();
  };
  return (
    <div className="section-kind">
      {choice && (
        <div className="section-kind-choice">
          <label htmlFor={choice.props.id}>{w.sectionKind}</label>
          {cloneElement(choice, {
            onChange: (value: unknown) => (written ? setAsking(value) : choice.props.onChange(value)),
          })}
        </div>
      )}
      {choice && asking !== undefined && (
        <InlineConfirm
          label={w.sectionKind}
          question={w.kindDropsTexts(named(asking))}
          action={w.changeKind}
          onAction={() => {
            choice.props.onChange(asking);
            done();
          }}
          onCancel={done}
        />
      )}
      {optionSchemaField}
    </div>
  );
}
