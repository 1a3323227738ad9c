import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PersonName } from "./person-name";
import { sheetOf } from "./sheet.server";
import { registeredStyles } from "./styled";

const rulesOf = (className: string) =>
  sheetOf({ globals: [], classes: registeredStyles().classes.filter((c) => c.className === className) });

describe("a person's name", () => {
  it("keeps a hyphenated name in one piece on its line, with its initial, and reads as written", () => {
    const html = renderToString(<PersonName name="Б. Тэмүүлэн, Э. Мөнх-Эрдэнэ" />);
    const [, className, word] = /<span class="([^"]+)">([^<]+)<\/span>/.exec(html)!;
    expect(word).toBe("Э. Мөнх-Эрдэнэ");
    expect(html.replace(/<[^>]+>/g, "")).toBe("Б. Тэмүүлэн, Э. Мөнх-Эрдэнэ");
    expect(rulesOf(className)).toMatch(/display:\s*inline-block/);
  });

  it("leaves a name without a hyphen as plain text", () => {
    expect(renderToString(<PersonName name="G. Bolormaa" />)).toBe("G. Bolormaa");
  });
});
