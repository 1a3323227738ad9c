import Form, { getDefaultRegistry } from "@rjsf/core";
import type { ErrorSchema, RJSFSchema, UiSchema, WidgetProps } from "@rjsf/utils";
import { customizeValidator } from "@rjsf/validator-ajv8";
import { Ajv2020 } from "ajv/dist/2020.js";
import { useMemo } from "react";
import type { Problem } from "./api";
import type { UiLang } from "./lang";
import { problemText } from "./problem-text";
import { words } from "./words";
import { InterfaceWords } from "./form/interface-words";
import { isBilingual, localize } from "./form/labels";
import { ArrayFieldItemTemplate, ArrayFieldTemplate, FieldTemplate, ObjectFieldTemplate } from "./form/templates";
import { translatorFor } from "./form/translate";
import "./form/form.css";
import { useLang } from "./lang";
import { widgets } from "./widgets";
import { formFields } from "./form/fields";
import { SectionKindTemplate } from "./form/section-kind";
import { SectionValue } from "./form/section-value";
import { followRenames } from "./finder/renames";
import { RichTextWidget } from "./rich-text/rich-text-widget";
import { TextBox } from "./facts/text-box";

// The schema is draft 2020-12; its own formats are checked by the server's validator, whose
// messages are shown at the fields, so here they accept anything. The schema itself is checked by
// the project's tests: checking it again against draft 2020-12 in each author's browser would
// first compile that draft's own schema (a seventh of the editor's start).
const validator = customizeValidator({
  AjvClass: Ajv2020,
  ajvOptionsOverrides: { validateSchema: false },
  customFormats: {
    route: () => true,
    link: () => true,
    asset: () => true,
    picture: () => true,
    icon: () => true,
    category: () => true,
  },
});
const { TextWidget: DefaultText, CheckboxWidget: DefaultCheckbox } = getDefaultRegistry().widgets;

/** A yes or no the file leaves out shows the schema's default: what the site does without it. */
const CheckboxWidget = (props: WidgetProps) => (
  <DefaultCheckbox {...props} value={props.value ?? props.schema.default ?? false} />
);

/** Texts of a language are written in a box that grows with them (form.css); other strings in a line. */
function TextWidget(props: WidgetProps) {
  // A formatted text (the schema's "richText") is edited as it reads, never as HTML.
  if ((props.schema as { richText?: boolean }).richText) return <RichTextWidget {...props} />;
  if (!/_(mn|en)$/.test(props.id) || props.schema.type !== "string") return <DefaultText {...props} />;
  return (
    <TextBox
      id={props.id}
      lang={props.id.endsWith("_mn") ? "mn" : "en"}
      value={typeof props.value === "string" ? props.value : ""}
      required={props.required}
      onChange={props.onChange}
    />
  );
}

/** The validator's messages, placed at the fields they are about, in the interface language. */
export function errorsAt(problems: Problem[], prefix: string, lang: UiLang = "en"): ErrorSchema {
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
    const text = `${problem.severity === "warning" ? `${words[lang].warning}: ` : ""}${problemText(problem, lang)}`;
    node.__errors = [...((node.__errors as string[]) ?? []), text];
  }
  return root as ErrorSchema;
}

interface Props {
  schema: RJSFSchema;
  value: unknown;
  errors: ErrorSchema;
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

const templates = {
  ObjectFieldTemplate,
  ArrayFieldTemplate,
  ArrayFieldItemTemplate,
  FieldTemplate,
  MultiSchemaFieldTemplate: SectionKindTemplate,
};
const formWidgets = { ...widgets, TextWidget, CheckboxWidget };

/** A map of texts under keys (the interface words): one row per key, not a form of keys and values. */
const isTextMap = (schema: RJSFSchema) => !schema.properties && isBilingual(schema.additionalProperties);

export function SectionForm({ schema, value, errors, onChange }: Props) {
  const { lang } = useLang();
  const shown = useMemo(() => localize(schema, lang) as RJSFSchema, [schema, lang]);
  const translate = useMemo(() => translatorFor(lang), [lang]);
  if (isTextMap(schema)) return <InterfaceWords value={value} errors={errors} onChange={onChange} />;
  return (
    <SectionValue value={value}>
      <Form
        schema={shown}
        uiSchema={uiSchema}
        formData={value}
        validator={validator}
        // A visa finder's question or answer renamed is renamed in its rules too.
        onChange={(event, field) => onChange(followRenames(value, event.formData), field)}
        extraErrors={errors}
        showErrorList={false}
        noHtml5Validate
        templates={templates}
        translateString={translate}
        widgets={formWidgets}
        fields={formFields}
        experimental_defaultFormStateBehavior={{
          emptyObjectFields: "skipDefaults",
          arrayMinItems: { populate: "never" },
        }}
      />
    </SectionValue>
  );
}
