import { beforeEach, expect, it } from "vitest";
import { tempFolder, writeIn } from "../../tests/temp-folders";
import { bundleKey } from "./bundle.server";

let base: string;
const write = (file: string, text: string) => writeIn(base, file, text);

beforeEach(() => {
  base = tempFolder("bundle-key-");
  write("src/islands/chrome.ts", "export {};");
  write("templates/visa.tsx", "export default () => null;");
  write("package-lock.json", "{}");
  write("tsconfig.json", "{}");
  write("site.manifest.json", '{"routes":[]}');
});

it("stays the same when only content changes, so that the rebuild reuses the bundle", () => {
  const before = bundleKey(base);
  write("site.manifest.json", '{"routes":[{"path":"/about"}]}');
  write("public/images/new.svg", "<svg/>");
  // Tests are not part of what the browser gets.
  write("src/islands/chrome.test.ts", "it('x', () => {});");
  expect(bundleKey(base)).toBe(before);
});

it.each([
  ["a module of the code", "src/islands/chrome.ts", "export const x = 1;"],
  ["a template", "templates/visa.tsx", "export default () => 1;"],
  ["a new module", "src/ui/new.ts", "export {};"],
  ["the locked dependencies", "package-lock.json", '{"lockfileVersion":3}'],
  ["the compiler's configuration", "tsconfig.json", '{"compilerOptions":{}}'],
])("changes with %s, so that the code is bundled again", (_, file, text) => {
  const before = bundleKey(base);
  write(file, text);
  expect(bundleKey(base)).not.toBe(before);
});
