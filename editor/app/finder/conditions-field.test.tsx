// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RJSFSchema } from "@rjsf/utils";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formSchemas } from "../../form-schemas.server";
import { SectionForm } from "../section-form";
import { finderWords } from "./words";

const text = (mn: string, en: string) => ({ mn, en });
// A questionnaire of the test's own: the site's content may change its questions at any time.
const finder = (when: Record<string, string[]>) => ({
  type: "visa-finder",
  heading: text("Асуумж", "Questionnaire"),
  questions: [
    {
      id: "age",
      label: text("Та хэдэн настай вэ?", "How old are you?"),
      options: [
        { value: "young", label: text("18 хүрээгүй", "Under 18") },
        { value: "adult", label: text("18 ба түүнээс дээш", "18 or over") },
      ],
    },
    {
      id: "goal",
      label: text("Таны зорилго", "Your goal"),
      options: [
        { value: "study", label: text("Суралцах", "Study") },
        { value: "travel", label: text("Аялах", "Travel") },
      ],
    },
  ],
  rules: [{ when, recommend: "/services/visitor", reason: text("Шалтгаан", "Reason") }],
});
const page = (when: Record<string, string[]>) => ({
  path: "/",
  template: "page",
  title: text("Нүүр", "Home"),
  blocks: [finder(when)],
});
// The page's form with its visa finder as the only kind of block: the form draws it as the editor
// does, without trying each kind of block in turn.
const pageForm = formSchemas().templates.page as { properties: { blocks: { items: { oneOf: RJSFSchema[] } } } };
const finderBlock = pageForm.properties.blocks.items.oneOf.find(
  (kind) => (kind.properties?.type as { const?: string } | undefined)?.const === "visa-finder",
)!;
const schema: RJSFSchema = {
  ...pageForm,
  properties: { ...pageForm.properties, blocks: { ...pageForm.properties.blocks, items: finderBlock } },
} as RJSFSchema;

const checked = (box: HTMLElement) => (box as HTMLInputElement).checked;

/** The form as the editor holds it: each change handed up is the value drawn next. */
function Editing({ start, onChange }: { start: unknown; onChange: (value: unknown) => void }) {
  const [value, setValue] = useState(start);
  return (
    <SectionForm
      schema={schema}
      value={value}
      errors={{}}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

function draw(when: Record<string, string[]>) {
  const onChange = vi.fn();
  render(<Editing start={page(when)} onChange={onChange} />);
  // The value handed up last: the rule's conditions after the author's click.
  const last = () => (onChange.mock.lastCall?.[0] as ReturnType<typeof page>).blocks[0].rules[0].when;
  return { onChange, last };
}

afterEach(cleanup);

describe("a visa finder's rule's conditions in the editor", () => {
  it("names each question and answer by its words, ticks the answers the rule fits, and says which questions take any answer", () => {
    draw({ goal: ["study"] });
    const age = screen.getByRole("group", { name: "Та хэдэн настай вэ?" });
    const goal = screen.getByRole("group", { name: "Таны зорилго" });
    expect(checked(within(goal).getByRole("checkbox", { name: "Суралцах" }))).toBe(true);
    expect(checked(within(goal).getByRole("checkbox", { name: "Аялах" }))).toBe(false);
    expect(within(age).getAllByRole("checkbox").some(checked)).toBe(false);
    expect(age.textContent).toContain(finderWords.mn.anyAnswer);
    // The rule is headed by the page it leads to (by its path, with no pages to name it from).
    expect(screen.getByRole("group", { name: "Дүрэм 1 — /services/visitor" })).toBeTruthy();
    expect(goal.textContent).not.toContain(finderWords.mn.anyAnswer);
    // The conditions offer no short name to be typed.
    const conditions = screen.getByRole("group", { name: /^Нөхцөл/ });
    expect(within(conditions).queryAllByRole("textbox")).toEqual([]);
  });

  it("adds an answer in its question's order and drops a question whose last answer is unticked", async () => {
    const user = userEvent.setup();
    const { last } = draw({ goal: ["travel"] });
    await user.click(screen.getByRole("checkbox", { name: "Суралцах" }));
    expect(last()).toEqual({ goal: ["study", "travel"] });
    await user.click(screen.getByRole("checkbox", { name: "18 хүрээгүй" }));
    expect(Object.keys(last())).toEqual(["age", "goal"]);
    await user.click(screen.getByRole("checkbox", { name: "Аялах" }));
    await user.click(screen.getByRole("checkbox", { name: "Суралцах" }));
    expect(last()).toEqual({ age: ["young"] });
    await user.click(screen.getByRole("checkbox", { name: "18 хүрээгүй" }));
    expect(last()).toEqual({});
  });

  it("offers an answer by its words as they are typed in the question", async () => {
    const user = userEvent.setup();
    draw({ goal: ["study"] });
    const words = document.getElementById("root_blocks_0_questions_1_options_0_label_mn") as HTMLTextAreaElement;
    await user.clear(words);
    await user.paste("Их сургуульд суралцах");
    expect(checked(screen.getByRole("checkbox", { name: "Их сургуульд суралцах" }))).toBe(true);
    expect(screen.queryByRole("checkbox", { name: "Суралцах" })).toBeNull();
  });

  it("keeps a rule's ticks when their question's or answer's short name is renamed", async () => {
    const user = userEvent.setup();
    const { last } = draw({ goal: ["study"] });
    const id = document.getElementById("root_blocks_0_questions_1_id") as HTMLInputElement;
    await user.clear(id);
    await user.paste("purpose");
    const value = document.getElementById("root_blocks_0_questions_1_options_0_value") as HTMLInputElement;
    await user.clear(value);
    await user.paste("university");
    expect(last()).toEqual({ purpose: ["university"] });
    expect(checked(screen.getByRole("checkbox", { name: "Суралцах" }))).toBe(true);
  });

  it("shows a condition on a question the questionnaire no longer has, and removes it only when asked", async () => {
    const user = userEvent.setup();
    const { onChange, last } = draw({ budget: ["high"], goal: ["study", "walk"] });
    const stray = screen.getByRole("group", { name: finderWords.mn.notAQuestion("budget") });
    expect(stray.textContent).toContain("high");
    // An answer the question does not have stays ticked, named as such.
    expect(checked(screen.getByRole("checkbox", { name: finderWords.mn.notAnAnswer("walk") }))).toBe(true);
    expect(onChange).not.toHaveBeenCalled();
    await user.click(within(stray).getByRole("button", { name: finderWords.mn.removeCondition }));
    expect(last()).toEqual({ goal: ["study", "walk"] });
  });

  it("offers no ticks in a question whose short name another question has, and says why", async () => {
    const user = userEvent.setup();
    draw({ age: ["young"] });
    const id = document.getElementById("root_blocks_0_questions_1_id") as HTMLInputElement;
    await user.clear(id);
    await user.paste("age");
    const second = screen.getByRole("group", { name: "Таны зорилго" });
    expect(within(second).queryAllByRole("checkbox")).toEqual([]);
    expect(second.textContent).toContain(finderWords.mn.sharedName("age", "Та хэдэн настай вэ?"));
    // The first question keeps its ticks and offers only its own answers.
    const first = screen.getByRole("group", { name: "Та хэдэн настай вэ?" });
    expect(
      within(first)
        .getAllByRole("checkbox")
        .map((box) => box.getAttribute("id")),
    ).toHaveLength(2);
    expect(checked(within(first).getByRole("checkbox", { name: "18 хүрээгүй" }))).toBe(true);
  });
});
