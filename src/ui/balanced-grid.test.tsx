// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { balance, BalancedGrid } from "./balanced-grid";

afterEach(cleanup);

/** The number of items in each row of a layout, top to bottom. */
function rows(count: number, most: number): number[] {
  const { columns, last, span } = balance(count, most);
  const sizes: number[] = [];
  let left = count;
  if (last === "feature") {
    // The first item takes `span` columns, so its row holds columns - span + 1 items.
    const first = Math.min(left, columns - span + 1);
    sizes.push(first);
    left -= first;
  }
  while (left > 0) {
    sizes.push(Math.min(columns, left));
    left -= Math.min(columns, left);
  }
  return sizes;
}

describe("a balanced grid's layout", () => {
  it("spreads the issue's counts without an orphan row", () => {
    // Values, benefits, testimonials, partner logos, partner cards, team, process, destinations.
    expect(rows(7, 4)).toEqual([4, 3]);
    expect(rows(6, 4)).toEqual([3, 3]);
    expect(rows(6, 3)).toEqual([3, 3]);
    expect(rows(30, 6)).toEqual([6, 6, 6, 6, 6]);
    expect(rows(7, 3)).toEqual([1, 3, 3]);
    expect(rows(5, 5)).toEqual([5]);
    expect(rows(5, 3)).toEqual([3, 2]);
    expect(rows(8, 4)).toEqual([4, 4]);
    expect(balance(7, 4).last).toBe("centre");
    expect(balance(7, 3)).toEqual({ columns: 3, last: "feature", span: 3 });
  });

  it("never uses more columns than it may, and leaves no row short but a centred last one", () => {
    for (let most = 1; most <= 8; most++)
      for (let count = 1; count <= 40; count++) {
        const { columns, last, span } = balance(count, most);
        const sizes = rows(count, most);
        const at = `${count} items in at most ${most} columns`;
        expect(columns, at).toBeLessThanOrEqual(most);
        expect(
          sizes.reduce((a, b) => a + b),
          at,
        ).toBe(count);
        // Every row full: the wide first item's row counts its span.
        const widths = sizes.map((n, i) => (i === 0 && last === "feature" ? n - 1 + span : n));
        const short = widths.filter((w) => w < columns);
        if (last === "centre") expect(short, at).toEqual([columns - 1]);
        else expect(short, at).toEqual([]);
        // A row of one item is as wide as the grid.
        expect(
          widths.every((w) => w === columns),
          at,
        ).toBe(last !== "centre");
      }
  });
});

describe("a row that scrolls sideways on phones", () => {
  it("is a group named as asked that a keyboard can reach, holding every item", () => {
    const items = ["Australia", "Canada", "Ireland"];
    render(
      <BalancedGrid columns={{ md: 3, lg: 3 }} phone="scroll" label="Destinations" hint="Swipe">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </BalancedGrid>,
    );
    const region = screen.getByRole("group", { name: "Destinations" });
    expect(region.tabIndex).toBe(0);
    expect(
      within(region)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(items);
  });

  it("is only a list when it does not scroll", () => {
    render(
      <BalancedGrid columns={{ md: 2, lg: 4 }}>
        <li>One</li>
        <li>Two</li>
      </BalancedGrid>,
    );
    expect(screen.queryByRole("group")).toBeNull();
    expect(screen.getAllByRole("listitem")).toHaveLength(2);
  });
});
