import { getDefaultRegistry } from "@rjsf/core";
import type { FieldProps } from "@rjsf/utils";
import { ConditionsField, isConditions } from "../finder/conditions-field";
import { ImageField, isImage } from "../media/picture-field";
import { SectionKindField } from "./section-kind";

const { ObjectField } = getDefaultRegistry().fields;

/**
 * The form's own fields: a picture with its descriptions, a visa finder's rule's conditions read
 * from its questions, a section of one of several kinds that asks before another kind drops its
 * texts, and every other group of fields as the form library draws it.
 */
export const formFields = {
  OneOfField: SectionKindField,
  ObjectField: (props: FieldProps) =>
    isImage(props.schema) ? (
      <ImageField {...props} />
    ) : isConditions(props.schema) ? (
      <ConditionsField {...props} />
    ) : (
      <ObjectField {...props} />
    ),
};
