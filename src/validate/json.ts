import type { Problem } from "./problem";

export type Json = Record<string, unknown>;
export const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
export const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
export const error = (pointer: string, message: string, hint?: string, mn?: Problem["mn"]): Problem => ({
  severity: "error",
  pointer,
  message,
  hint,
  ...(mn ? { mn } : {}),
});
