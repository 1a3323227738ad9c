import { getDefaultRegistry } from "@rjsf/core";
import type { FieldProps } from "@rjsf/utils";
import { ConditionsField, isConditions } from "../finder/conditions-field";
import { ImageField, isImage } from "../media/picture-field";

const { ObjectField } = getDefaultRegistry().fields;

/**
 * The form's own fields: a picture with its descriptions, a visa finder's rule's conditions read
 * from its questions, and every other group of fields as the form library draws it.
 */
export const formFields = {
  ObjectField: (props: FieldProps) =>
    isImage(props.schema) ? (
      <ImageField {...props} />
    ) : isConditions(props.schema) ? (
      <ConditionsField {...props} />
    ) : (
      <ObjectField {...props} />
    ),
};
