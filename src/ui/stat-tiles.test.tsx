import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { figureParts, StatTiles } from "./stat-tiles";

const units = (value: string) => figureParts(value).flatMap((part) => (part.unit ? [part.text] : []));

describe("a key figure", () => {
  it("has its words set apart from its numbers, spaces and signs included with the numbers", () => {
    expect(figureParts("Долоо хоногт 20 цаг")).toEqual([
      { text: "Долоо хоногт", unit: true },
      { text: " 20 ", unit: false },
      { text: "цаг", unit: true },
    ]);
    expect(units("6-12\u00a0долоо хоног")).toEqual(["долоо хоног"]);
    expect(units("20 hrs/week")).toEqual(["hrs/week"]);
    expect(units("≈2 цаг 45 минут")).toEqual(["цаг", "минут"]);
  });

  it("is one figure when it is all numbers and signs, or all words", () => {
    for (const value of ["$1,200", "80%", "1500+", "0-120", "Free", "Компьютер", "Oct-Nov"])
      expect(figureParts(value)).toEqual([{ text: value, unit: false }]);
  });

  it("reads as written, its words marked for their smaller size", () => {
    const html = renderToString(<StatTiles stats={[{ value: "180 хоногт 90 хоног", label: "Хугацаа" }]} />);
    expect(html.replace(/<dt>.*<\/dt>/, "").replace(/<[^>]+>/g, "")).toBe("180 хоногт 90 хоног");
    expect(html.match(/data-unit=""/g)).toHaveLength(2);
  });
});
