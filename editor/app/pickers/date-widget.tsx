import type { WidgetProps } from "@rjsf/utils";
import CalendarIcon from "lucide-react/icons/calendar";
import { useRef } from "react";
import { useWords } from "../lang";
import { pickerWords } from "./words";

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date written and shown as YYYY-MM-DD whatever the browser's locale, with a calendar button that
 * opens the browser's own date picker (whose value is always YYYY-MM-DD).
 */
export function DateWidget(props: WidgetProps) {
  const t = useWords(pickerWords);
  const calendar = useRef<HTMLInputElement>(null);
  const value = typeof props.value === "string" ? props.value : "";
  const wrong = value !== "" && !isoDate.test(value);
  return (
    <span className="date-picker">
      <input
        id={props.id}
        type="text"
        inputMode="numeric"
        value={value}
        required={props.required}
        placeholder={t.datePlaceholder}
        maxLength={10}
        aria-invalid={wrong || undefined}
        aria-describedby={wrong ? `${props.id}-format` : undefined}
        onChange={(e) => props.onChange(e.target.value === "" ? undefined : e.target.value)}
      />
      <button
        type="button"
        className="date-picker-button"
        aria-label={t.calendar}
        title={t.calendar}
        onClick={() => {
          const input = calendar.current;
          if (!input) return;
          input.value = isoDate.test(value) ? value : "";
          try {
            input.showPicker();
          } catch {
            input.focus();
          }
        }}
      >
        <CalendarIcon size={18} aria-hidden="true" focusable="false" />
      </button>
      <input
        ref={calendar}
        type="date"
        className="date-picker-native"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => e.target.value && props.onChange(e.target.value)}
      />
      {wrong && (
        <span className="date-picker-hint" id={`${props.id}-format`}>
          {t.notADate}
        </span>
      )}
    </span>
  );
}
