import { beforeEach, expect, it } from "vitest";
import { tempFolder, writeIn } from "../tests/temp-folders";
import { editorClientKey } from "./client.server";

let base: string;
const write = (file: string, text: string) => writeIn(base, file, text);

beforeEach(() => {
  base = tempFolder("editor-key-");
  write("editor/index.html", "<!doctype html><title>Editor</title>");
  write("editor/public/favicon.svg", "<svg/>");
  write("editor/app/main.tsx", "export {};");
  write("package-lock.json", "{}");
});

it.each([
  ["its page", "editor/index.html", '<!doctype html><link rel="preload" href="/api/state" as="fetch">'],
  ["its icon", "editor/public/favicon.svg", '<svg viewBox="0 0 1 1"/>'],
  ["its code", "editor/app/main.tsx", "export const x = 1;"],
  ["its dependencies", "package-lock.json", '{"lockfileVersion":3}'],
])("the editor's page is built again after a change of %s", (_, file, text) => {
  const before = editorClientKey(base);
  write(file, text);
  expect(editorClientKey(base)).not.toBe(before);
});

it("is kept when only tests or the manifest change", () => {
  const before = editorClientKey(base);
  write("editor/app/main.test.tsx", "it('x', () => {});");
  write("site.manifest.json", '{"routes":[]}');
  expect(editorClientKey(base)).toBe(before);
});
