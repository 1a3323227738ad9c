// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FactsContext, type Facts } from "./facts-context";
import { TextBox } from "./text-box";

const facts: Facts = {
  schengenCountries: { mn: "29", en: "29", label: { mn: "Шенгений бүсийн улсын тоо", en: "Schengen area countries" } },
};

function box(value: string, onChange = vi.fn()) {
  render(
    <FactsContext.Provider value={{ facts, setFact: () => {} }}>
      <TextBox id="intro" lang="mn" value={value} onChange={onChange} />
    </FactsContext.Provider>,
  );
  return onChange;
}

afterEach(cleanup);

describe("a text box whose figure was broken by a keystroke", () => {
  it("closes a brace left open after a figure's name, and saves the figure again", () => {
    const onChange = box("Шенгений {Шенгений бүсийн улсын тоо улсаар аялна");
    fireEvent.click(screen.getByRole("button", { name: "«{Шенгений бүсийн улсын тоо}» болгож засах" }));
    expect(onChange).toHaveBeenCalledWith("Шенгений {{schengenCountries}} улсаар аялна");
    // The focus back in the text mended, not lost with the button.
    expect(document.activeElement).toBe(screen.getByRole("textbox"));
  });

  it("puts the closest figure's name for one mistyped in braces", () => {
    const onChange = box("{Шенгений улсын тоо} улсаар аялна");
    fireEvent.click(screen.getByRole("button", { name: "«{Шенгений бүсийн улсын тоо}» болгож засах" }));
    expect(onChange).toHaveBeenCalledWith("{{schengenCountries}} улсаар аялна");
  });

  it("offers nothing for a figure that is whole, or for braces naming no figure at all", () => {
    box("{{schengenCountries}} улсаар аялна");
    box("{Огт өөр зүйл} улсаар аялна");
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getAllByRole("textbox")[0]).toHaveProperty("value", "{Шенгений бүсийн улсын тоо} улсаар аялна");
  });
});
