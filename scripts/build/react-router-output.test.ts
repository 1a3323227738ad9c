import { Readable } from "node:stream";
import { expect, it } from "vitest";
import { envFileNotice, reactRouterLines } from "./react-router-output";

async function shown(text: string): Promise<string> {
  let out = "";
  await reactRouterLines(Readable.from([text]), (line) => (out += line));
  return out;
}

it("drops React Router 7's envFile notice, coloured or not, and shows every other line as it came", async () => {
  const warning = "(!) Some chunks are larger than 500 kB after minification.";
  const text = [envFileNotice, `\u001b[33m${envFileNotice}\u001b[39m`, warning, `  ${envFileNotice} (x2)`, ""].join("\n");
  expect(await shown(text)).toBe(`${warning}\n  ${envFileNotice} (x2)\n`);
});

it("shows the last line even without a newline", async () => {
  expect(await shown("error: the build failed")).toBe("error: the build failed\n");
});
