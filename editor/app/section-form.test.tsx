// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import type { RJSFSchema } from "@rjsf/utils";
import { afterEach, describe, expect, it } from "vitest";
import { formSchemas } from "../form-schemas.server";
import { SectionForm } from "./section-form";

const schema = formSchemas().templates.page as RJSFSchema & {
  properties: Record<string, { title?: string; "x-label"?: { mn: string } }>;
};
const page = (cta?: boolean) => ({
  path: "/about",
  template: "page",
  title: { mn: "Бидний тухай", en: "About us" },
  blocks: [],
  ...(cta === undefined ? {} : { cta }),
});

afterEach(cleanup);

describe("a yes or no of the form", () => {
  const label = schema.properties.cta["x-label"]!.mn;
  const box = () => screen.getByRole("checkbox", { name: new RegExp(label) }) as HTMLInputElement;

  it("shows what the site does when the file leaves it out: the schema's default", () => {
    render(<SectionForm schema={schema} value={page()} errors={{}} onChange={() => {}} />);
    expect(box().checked).toBe(true);
  });

  it("shows what the file says", () => {
    render(<SectionForm schema={schema} value={page(false)} errors={{}} onChange={() => {}} />);
    expect(box().checked).toBe(false);
  });
});

describe("an item's buttons", () => {
  const visa = formSchemas().templates.visa as RJSFSchema;
  const text = (n: number) => ({ mn: `Шаардлага ${n}-ийн бичвэр`, en: `Requirement text ${n}` });

  it("are a group named by their item, so that a screen reader says which item a Remove is of", () => {
    const value = { path: "/services/x", template: "visa", requirements: [text(1), text(2), text(3)] };
    render(<SectionForm schema={visa} value={value} errors={{}} onChange={() => {}} />);
    const second = screen.getByRole("group", { name: "Шаардлага 2" });
    expect(within(second).getAllByRole("button").length).toBeGreaterThan(0);
    expect(screen.getAllByRole("group", { name: /^Шаардлага \d$/ })).toHaveLength(3);
  });
});
