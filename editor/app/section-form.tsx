import Form, { getDefaultRegistry } from "@rjsf/core";
import type { ErrorSchema, ObjectFieldTemplateProps, RJSFSchema, UiSchema, WidgetProps } from "@rjsf/utils";
import { customizeValidator } from "@rjsf/validator-ajv8";
import { Ajv2020 } from "ajv/dist/2020.js";
import type { Problem } from "./api";
import { widgets, type Choices } from "./widgets";

// The schema is draft 2020-12; its own formats are checked by the server's validator, whose
// messages are shown at the fields, so here they accept anything.
const validator = customizeValidator({
  AjvClass: Ajv2020,
  customFormats: { route: () => true, link: () => true, asset: () => true, picture: () => true },
});
const Default = getDefaultRegistry().templates.ObjectFieldTemplate;
const DefaultText = getDefaultRegistry().widgets.TextWidget;

/** A text in both languages: Mongolian and English side by side. */
function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const names = props.properties.map((p) => p.name);
  if (names.join() !== "mn,en") return <Default {...props} />;
  return (
    <fieldset className="bilingual" id={props.fieldPathId.$id}>
      {props.title && <legend>{props.title}</legend>}
      {props.description && <div className="description">{props.description}</div>}
      <div className="pair">
        {props.properties.map((p) => (
          <div key={p.name} className={`lang lang-${p.name}`}>
            {p.content}
          </div>
        ))}
      </div>
    </fieldset>
  );
}

/** Texts of a language are written in a box that grows with them; other strings in a line. */
function TextWidget(props: WidgetProps) {
  if (!/_(mn|en)$/.test(props.id) || props.schema.type !== "string") return <DefaultText {...props} />;
  const value = typeof props.value === "string" ? props.value : "";
  return (
    <textarea
      id={props.id}
      className="form-control"
      value={value}
      required={props.required}
      rows={Math.min(10, Math.max(1, Math.ceil(value.length / 55)))}
      onChange={(e) => props.onChange(e.target.value === "" ? undefined : e.target.value)}
      aria-describedby={`${props.id}__error`}
    />
  );
}

/** The validator's messages, placed at the fields they are about. */
export function errorsAt(problems: Problem[], prefix: string): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const problem of problems) {
    if (problem.pointer !== prefix && !problem.pointer.startsWith(prefix + "/")) continue;
    let node = root;
    for (const key of problem.pointer.slice(prefix.length).split("/").filter(Boolean)) {
      // A field of its own, defined: a key named "constructor" or "__proto__" is a field like any other.
      if (!Object.hasOwn(node, key))
        Object.defineProperty(node, key, { value: {}, enumerable: true, writable: true, configurable: true });
      node = node[key] as Record<string, unknown>;
    }
    const text = `${problem.severity === "warning" ? "Warning: " : ""}${problem.message}${problem.hint ? ` (${problem.hint})` : ""}`;
    node.__errors = [...((node.__errors as string[]) ?? []), text];
  }
  return root as ErrorSchema;
}

interface Props {
  schema: RJSFSchema;
  value: unknown;
  errors: ErrorSchema;
  choices: Choices;
  /** The section's new value, and the id of the field that changed (to make typing one undo step). */
  onChange: (value: unknown, field?: string) => void;
}

// A page's path and status have their own controls above the form (a move rewrites every link to
// the page; publishing checks its texts), so the form does not offer them.
const uiSchema: UiSchema = {
  template: { "ui:widget": "hidden" },
  path: { "ui:widget": "hidden" },
  status: { "ui:widget": "hidden" },
  "ui:submitButtonOptions": { norender: true },
};

export function SectionForm({ schema, value, errors, choices, onChange }: Props) {
  return (
    <Form
      schema={schema}
      uiSchema={uiSchema}
      formData={value}
      validator={validator}
      onChange={(event, field) => onChange(event.formData, field)}
      extraErrors={errors}
      showErrorList={false}
      noHtml5Validate
      templates={{ ObjectFieldTemplate }}
      widgets={{ ...widgets, TextWidget }}
      formContext={choices}
      experimental_defaultFormStateBehavior={{
        emptyObjectFields: "skipDefaults",
        arrayMinItems: { populate: "never" },
      }}
    />
  );
}
