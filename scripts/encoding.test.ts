import { readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { backupsOf, runOn, siteCopy } from "../tests/authoring-cli";

const windows1251 = readFileSync(
  new URL("../tests/fixtures/hostile/manifest/windows-1251.manifest.json", import.meta.url),
);

describe("the commands that change the manifest refuse one that is not UTF-8, and leave its bytes", () => {
  it.each([
    ["new", ["visa", "/services/new-visa"]],
    ["move", ["/about", "/about-us"]],
    ["delete", ["/about"]],
  ])("npm run %s", (script, args) => {
    const file = siteCopy();
    writeFileSync(file, windows1251);
    const { code, err } = runOn(file, script, ...args);
    expect(code).toBe(2);
    expect(err).toMatch(
      /:\nСайтын өгөгдлийн файлыг уншиж чадсангүй:\nThe manifest cannot be read:\n.*site\.manifest\.json:3:22 {2}manifest {2}\/ {2}the file is not UTF-8 at 3:22/,
    );
    expect(readFileSync(file).equals(windows1251)).toBe(true);
    expect(backupsOf(file)).toEqual([]);
  });
});
