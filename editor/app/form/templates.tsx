import { useEffect, useRef } from "react";
import { getDefaultRegistry } from "@rjsf/core";
import {
  ADDITIONAL_PROPERTY_FLAG,
  getUiOptions,
  type ArrayFieldItemTemplateProps,
  type ArrayFieldTemplateProps,
  type FieldTemplateProps,
  type ObjectFieldTemplateProps,
} from "@rjsf/utils";
import { useFacts } from "../facts/facts-context";
import { useLang, useWords, type UiLang } from "../lang";
import { useChoices } from "../choices";
import { pageTitle } from "../pickers/pages";
import {
  addCaption,
  isBilingual,
  isStat,
  itemHeading,
  labelOf,
  linkedPath,
  ownTitle,
  withFacts,
  type Node,
} from "./labels";
import { formWords } from "./words";
import { RequiredMark } from "./required-mark";
import { ownSection, RootSections } from "./sections";

const { WrapIfAdditionalTemplate: Wrap, ArrayFieldItemButtonsTemplate: Buttons } = getDefaultRegistry().templates;

/** An item of a list (its id ends with its index), whose heading is its own, never "required". */
const isItem = (id: string) => /_\d+$/.test(id);
/** A field of the form's top level that is a section of its own: the section has its heading. */
const isSection = (id: string, schema: unknown) => /^root_[^_]+$/.test(id) && ownSection(schema);

/** One field: its caption (marked when required), its help, the input, its problems. */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, errors, help, description, hidden, required, displayLabel, schema } = props;
  const uiOptions = getUiOptions(props.uiSchema);
  // A fixed value (a block's kind) is the form's business, not the author's.
  if (hidden || "const" in schema) return <div className="hidden">{children}</div>;
  // An entry of a map (a shared figure) is named by its key, which texts refer to: shown, not edited.
  if (ADDITIONAL_PROPERTY_FLAG in schema)
    return (
      <div className={`${props.classNames ?? ""} map-entry`}>
        <span className="interface-key">{label}</span>
        {children}
        {errors}
      </div>
    );
  // The two halves of a text are both needed when the text is; the text's own caption says whether it is.
  const half = "x-lang" in schema;
  const showLabel = displayLabel && uiOptions.widget !== "checkbox";
  return (
    <Wrap {...props}>
      {showLabel && label && (
        <label className="control-label" htmlFor={id}>
          {label}
          {required && !half && <RequiredMark />}
        </label>
      )}
      {/* An item's help is its type's, the same for every item: the list says it once. */}
      {showLabel && !isItem(id) && description ? description : null}
      {children}
      {errors}
      {help}
    </Wrap>
  );
}

/** A group of fields: a text in both languages side by side, a key figure as a card, or a fieldset. */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const id = props.fieldPathId.$id;
  const { lang } = useLang();
  const { pages } = useChoices();
  if (id === "root") return <RootSections {...props} />;
  const schema = props.schema as Node;
  if ((schema.oneOf || schema.anyOf) && !schema.properties && props.properties.length === 0) return null;
  const item = isItem(id);
  const index = item ? Number(/_(\d+)$/.exec(id)![1]) : 0;
  const label = typeof schema.title === "string" ? schema.title : undefined;
  const linked = item ? linkedPath(schema, props.formData) : undefined;
  const linkedPage = linked ? pages?.find((p) => p.path === linked) : undefined;
  // A page not (or not yet) in the site is named by the path written.
  const linkedTitle = linked && ((linkedPage && pageTitle(linkedPage, lang)) || linked);
  // An entry of a map is headed by its key (beside it) and its own caption, if it has one.
  const entry = ADDITIONAL_PROPERTY_FLAG in schema;
  const heading = entry
    ? ownTitle(props.formData, lang)
    : item
      ? itemHeading(schema, props.formData, lang, index, label, linkedTitle)
      : props.title;
  const own = !isSection(id, schema);
  const legend = own && heading && (
    <legend>
      {heading}
      {props.required && !item && <RequiredMark />}
    </legend>
  );
  // An item's help is its type's, the same for every item: the list says it once.
  const description = own && !item && !entry && props.description && (
    <div className="description">{props.description}</div>
  );
  if (isBilingual(schema))
    return (
      <fieldset className={item ? "bilingual bilingual-item" : "bilingual"} id={id}>
        {legend}
        {description}
        <div className="pair">
          {props.properties.map((p) => (
            <div key={p.name} className={`lang lang-${p.name}`}>
              {p.content}
            </div>
          ))}
        </div>
      </fieldset>
    );
  const stat = isStat(schema);
  return (
    <fieldset className={stat ? "stat-card" : props.className} id={id}>
      {legend}
      {description}
      {stat && <SeenFigure value={props.formData} />}
      {props.properties.map((p) => p.content)}
    </fieldset>
  );
}

/** A figure written with a site fact ({{whVisaFee}}) as visitors read it, in the interface language. */
function SeenFigure({ value }: { value: unknown }) {
  const { lang } = useLang();
  const { facts } = useFacts();
  const w = useWords(formWords);
  const text = (value as { value?: Partial<Record<UiLang, string>> } | undefined)?.value?.[lang];
  if (!text?.includes("{{")) return null;
  return (
    <p className="seen-figure">
      {w.onSite} <strong>{withFacts(text, facts, lang)}</strong>
    </p>
  );
}

/**
 * A removed item takes its remove button, and the focus, with it: the focus goes to the remove
 * button of the item now in its place (or the last item's), else to the list's add button, so
 * that a keyboard or screen-reader user stays in the list. Returns the cleanup.
 */
function keepFocusOnRemove(list: HTMLFieldSetElement | null): (() => void) | undefined {
  if (!list) return;
  const onClick = (event: MouseEvent) => {
    const remove = (event.target as Element).closest(".rjsf-array-item-remove");
    const item = remove?.closest(".array-item");
    if (!item || item.closest("fieldset.array") !== list) return;
    const items = () => [...list.querySelectorAll(":scope > div > .array-item")];
    const index = items().indexOf(item);
    // After React has drawn the list without the item.
    setTimeout(() => {
      if (document.activeElement && document.activeElement !== document.body) return;
      const left = items();
      const next = (left[Math.min(index, left.length - 1)]?.querySelector(".rjsf-array-item-remove") ??
        list.querySelector(":scope > .add-item")) as HTMLElement | null;
      next?.focus();
    });
  };
  list.addEventListener("click", onClick);
  return () => list.removeEventListener("click", onClick);
}

/** A list: its items (key figures as a row of cards) and a button saying what it adds. */
export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { lang } = useLang();
  const id = props.fieldPathId.$id;
  const schema = props.schema as Node;
  const cards = isStat(schema.items);
  const own = !isSection(id, schema);
  const list = useRef<HTMLFieldSetElement>(null);
  useEffect(() => keepFocusOnRemove(list.current), []);
  // An item just added takes the focus in its first box, for its text to be typed at once.
  const added = useRef(false);
  const count = props.items.length;
  useEffect(() => {
    if (!added.current) return;
    added.current = false;
    const items = list.current?.querySelectorAll(":scope > div > .array-item");
    items?.[items.length - 1]
      ?.querySelector<HTMLElement>("textarea, input:not([type=hidden]), select, [contenteditable=true]")
      ?.focus();
  }, [count]);
  return (
    <fieldset ref={list} className={cards ? "array stat-cards" : "array"} id={id}>
      {own && props.title && (
        <legend>
          {props.title}
          {props.required && !isItem(id) && <RequiredMark />}
        </legend>
      )}
      {own && typeof schema.description === "string" && <div className="description">{schema.description}</div>}
      <div className={cards ? "cards" : "array-item-list"}>{props.items}</div>
      {props.canAdd && (
        <button
          type="button"
          className="add-item"
          onClick={(event) => {
            added.current = true;
            props.onAddClick(event);
          }}
          disabled={props.disabled || props.readonly}
        >
          <span aria-hidden="true">+ </span>
          {addCaption(schema, lang)}
        </button>
      )}
    </fieldset>
  );
}

/** An item of a list and its buttons (move, copy, remove), which are named by their titles. */
export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { lang } = useLang();
  // A group of fields has its buttons above it, so that it keeps the list's whole width.
  const group = !isBilingual(props.schema) && (props.schema.type === "object" || !!props.schema.oneOf);
  // The buttons are a group named by their item ("Requirement 2"): a screen reader says which
  // item a Remove is of, not six Removes alike.
  const kind = labelOf(props.schema as Node, lang);
  const item = formWords[lang].item(kind ?? "", props.index + 1).trim();
  return (
    <div className={group ? "array-item group-item" : "array-item"}>
      <div className="array-item-body">{props.children}</div>
      {props.hasToolbar && (
        <div className="array-item-toolbox" role="group" aria-label={item}>
          <Buttons {...props.buttonsProps} />
        </div>
      )}
    </div>
  );
}
