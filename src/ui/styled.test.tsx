import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { sheetOf } from "./sheet.server";
import { classOf, registeredStyles, styled } from "./styled";

const Box = styled.div(({ theme }) => ({ color: theme.color.text, padding: theme.space.sm }));
const Wide = styled(Box)({ padding: 0, "&:hover": { color: "red" } });
const rulesOf = (className: string) =>
  sheetOf({ globals: [], classes: registeredStyles().classes.filter((c) => c.className === className) });

describe("styled components, compiled to classes of the site's stylesheet", () => {
  it("draw their element with their class and nothing else in the HTML (no <style>)", () => {
    const html = renderToString(<Box id="a">text</Box>);
    expect(html).toMatch(/^<div id="a" class="c-[0-9a-z]+">text<\/div>$/);
  });

  it("styling a styled component gives one class holding both, the later styles winning", () => {
    const html = renderToString(<Wide />);
    const className = /class="([^"]+)"/.exec(html)![1];
    expect(className.split(" ")).toHaveLength(1);
    expect(rulesOf(className)).toBe(
      `.${className}{color:#1f2933;padding:0.5rem;padding:0;}.${className}:hover{color:red;}\n`,
    );
  });

  it("keep the element's own class and take another element through `as`", () => {
    expect(renderToString(<Box as="section" className="extra" />)).toMatch(
      /^<section class="c-[0-9a-z]+ extra"><\/section>$/,
    );
  });

  it("the same styles give the same class wherever they are written, other styles another", () => {
    expect(classOf({ margin: 0 })).toBe(classOf({ margin: 0 }));
    expect(classOf({ margin: 0 })).not.toBe(classOf({ margin: 1 }));
  });
});
