import type { ErrorSchema } from "@rjsf/utils";

/**
 * The messages placed at a field and at its parts, in order. A field the form library has passed a
 * change through has an entry of its own, often holding no message: only messages count.
 */
export function messagesIn(errors: ErrorSchema | undefined): string[] {
  if (!errors || typeof errors !== "object") return [];
  const own = (errors as { __errors?: unknown }).__errors;
  return [
    ...(Array.isArray(own) ? own.filter((m): m is string => typeof m === "string") : []),
    ...Object.entries(errors).flatMap(([key, value]) => (key === "__errors" ? [] : messagesIn(value as ErrorSchema))),
  ];
}
