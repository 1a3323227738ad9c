import type { WidgetProps } from "@rjsf/utils";
import { useState } from "react";
import type { Icon as IconName } from "../../../src/generated/manifest";
import { Icon } from "../../../src/ui/icon";
import { useLang, useWords } from "../lang";
import { pickerWords } from "./words";

type Names = Record<string, { mn?: string; en?: string } | undefined>;

/** An icon of the site's icon set, picked from a grid of the pictures visitors see, each named in words. */
export function IconWidget(props: WidgetProps) {
  const { lang } = useLang();
  const t = useWords(pickerWords);
  const [open, setOpen] = useState(false);
  // The icon names come as the schema's enum, or as the choices (value and caption) the form made of it.
  const names = (props.schema["x-options"] ?? {}) as Names;
  const choices = props.options.enumOptions ?? [];
  const icons = (choices.length ? choices.map((c) => c.value) : (props.schema.enum ?? [])).filter(
    (v): v is string => typeof v === "string",
  );
  const nameOf = (icon: string) => names[icon]?.[lang] ?? choices.find((c) => c.value === icon)?.label ?? icon;
  const value = typeof props.value === "string" ? props.value : "";
  return (
    <span className="icon-picker">
      <button
        id={props.id}
        type="button"
        className="icon-picker-current"
        aria-expanded={open}
        aria-haspopup="true"
        onClick={() => setOpen(!open)}
      >
        {value ? <Icon name={value as IconName} size={22} /> : null}
        <span>{value ? nameOf(value) : t.noIcon}</span>
        <span className="icon-picker-change">{t.chooseIcon}</span>
      </button>
      {open && (
        <span role="radiogroup" aria-label={t.icons} className="icon-picker-grid">
          {!props.required && (
            <button
              type="button"
              role="radio"
              aria-checked={!value}
              onClick={() => {
                props.onChange(undefined);
                setOpen(false);
              }}
            >
              <span className="icon-picker-empty" aria-hidden="true" />
              <span>{t.noIcon}</span>
            </button>
          )}
          {icons.map((icon) => (
            <button
              key={icon}
              type="button"
              role="radio"
              aria-checked={icon === value}
              title={nameOf(icon)}
              onClick={() => {
                props.onChange(icon);
                setOpen(false);
              }}
            >
              <Icon name={icon as IconName} size={26} />
              <span>{nameOf(icon)}</span>
            </button>
          ))}
        </span>
      )}
    </span>
  );
}
