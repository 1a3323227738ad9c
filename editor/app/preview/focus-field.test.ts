// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { focusIn } from "./focus-field";
import { fieldIdsOf } from "./texts";

// jsdom lays nothing out: scrolling is a no-op here.
Element.prototype.scrollIntoView = () => {};

/** A section's form as the editor draws a list of two rules: each rule's box, then the list's add button. */
function form() {
  document.body.innerHTML = `
    <form id="form">
      <details><summary>Visa finder</summary>
        <fieldset class="array" id="root_blocks_0_rules">
          <div class="array-item-list">
            <div class="array-item"><input id="root_blocks_0_rules_0_recommend"></div>
            <div class="array-item"><input id="root_blocks_0_rules_1_recommend"></div>
          </div>
          <button type="button" class="add-item">+ Add a rule</button>
        </fieldset>
      </details>
    </form>`;
  return document.getElementById("form")!;
}

afterEach(() => (document.body.innerHTML = ""));

describe("showing the field of a problem", () => {
  it("shows a whole list at its end, its add button focused, its section opened", () => {
    const shown = form();
    expect(focusIn(shown, fieldIdsOf("/routes/4/blocks/0/rules", "/routes/4"))).toBe(true);
    expect(document.activeElement?.textContent).toBe("+ Add a rule");
    expect(shown.querySelector("details")!.open).toBe(true);
  });

  it("puts the cursor in a field of an item, and in the first of a list that cannot grow", () => {
    const shown = form();
    focusIn(shown, fieldIdsOf("/routes/4/blocks/0/rules/1/recommend", "/routes/4"));
    expect(document.activeElement?.id).toBe("root_blocks_0_rules_1_recommend");
    shown.querySelector<HTMLButtonElement>(".add-item")!.disabled = true;
    focusIn(shown, fieldIdsOf("/routes/4/blocks/0/rules", "/routes/4"));
    expect(document.activeElement?.id).toBe("root_blocks_0_rules_0_recommend");
  });

  it("goes to the field holding one the form does not draw", () => {
    const shown = form();
    focusIn(shown, fieldIdsOf("/routes/4/blocks/0/rules/1/recommend/deeper", "/routes/4"));
    expect(document.activeElement?.id).toBe("root_blocks_0_rules_1_recommend");
  });
});
