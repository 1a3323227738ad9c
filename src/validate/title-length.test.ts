import { expect, it } from "vitest";
import { fixturePublicDir, fixtureText } from "../../tests/factories";
import { longTitle } from "./checks";
import { createValidator } from "./index.server";

const validate = createValidator({ schemaDir: "schema", publicDir: fixturePublicDir });

it("warns of a page title too long for search results and a phone, in the author's words, and of no shorter one", () => {
  const data = JSON.parse(fixtureText());
  const about = data.routes.findIndex((r: { path: string }) => r.path === "/about");
  data.routes[about].title.mn = "Бидний тухай ".repeat(10).slice(0, longTitle + 1);
  data.routes[about].title.en = "A".repeat(longTitle);
  const { problems, valid } = validate(JSON.stringify(data));
  const found = problems.filter((p) => p.pointer.startsWith(`/routes/${about}/title`));
  expect(found.map((p) => [p.pointer, p.severity])).toEqual([[`/routes/${about}/title/mn`, "warning"]]);
  expect(found[0].mn!.message).toMatch(new RegExp(`^Гарчиг ${longTitle + 1} тэмдэгт урт байна`));
  expect(valid).toBe(true);
});
