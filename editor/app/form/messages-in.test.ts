import type { ErrorSchema } from "@rjsf/utils";
import { expect, it } from "vitest";
import { messagesIn } from "./messages-in";

it("finds the messages of a field and its parts, in order", () => {
  const errors = { __errors: ["the list is empty"], 1: { mn: { __errors: ["empty"] } } } as unknown as ErrorSchema;
  expect(messagesIn(errors)).toEqual(["the list is empty", "empty"]);
});

it("finds none in the entries a change leaves without a message", () => {
  // What the form keeps for a requirement just typed in: its path, and no message.
  const typed = { 1: { mn: {} }, 2: { en: { __errors: [] } } } as unknown as ErrorSchema;
  expect(messagesIn(typed)).toEqual([]);
  expect(messagesIn(undefined)).toEqual([]);
});
