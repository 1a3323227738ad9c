import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildAtomically, workFolders } from "./atomic.server";

function previousBuild() {
  const root = mkdtempSync(join(tmpdir(), "atomic-"));
  const target = join(root, "build");
  mkdirSync(join(target, "client"), { recursive: true });
  writeFileSync(join(target, "client", "index.html"), "previous site");
  return { root, target, page: () => readFileSync(join(target, "client", "index.html"), "utf8") };
}

const writeSite = (text: string) => async (folder: string) => {
  mkdirSync(join(folder, "client"), { recursive: true });
  writeFileSync(join(folder, "client", "index.html"), text);
};

describe("a build replaces the previous one only when it succeeds", () => {
  it("a successful build takes the place of the previous one and leaves nothing beside it", async () => {
    const { root, page } = previousBuild();
    await buildAtomically(join(root, "build"), writeSite("new site"));
    expect(page()).toBe("new site");
    expect(readdirSync(root)).toEqual(["build"]);
  });

  it("a build that fails halfway leaves the previous build untouched, and its half-written folder is removed", async () => {
    const { root, target, page } = previousBuild();
    const failing = async (folder: string) => {
      await writeSite("half a site")(folder);
      throw new Error("a page could not be rendered");
    };
    await expect(buildAtomically(target, failing)).rejects.toThrow("a page could not be rendered");
    expect(page()).toBe("previous site");
    expect(readdirSync(root)).toEqual(["build"]);
  });

  it("what an interrupted build left behind is cleared before the next build", async () => {
    const { root, target, page } = previousBuild();
    mkdirSync(join(workFolders(target).next, "client"), { recursive: true });
    writeFileSync(join(workFolders(target).next, "client", "stale.html"), "stale");
    await buildAtomically(target, writeSite("new site"));
    expect(page()).toBe("new site");
    expect(existsSync(join(target, "client", "stale.html"))).toBe(false);
    expect(readdirSync(root)).toEqual(["build"]);
  });

  it("the first build, with no previous one, is put in place", async () => {
    const root = mkdtempSync(join(tmpdir(), "atomic-"));
    await buildAtomically(join(root, "build"), writeSite("first site"));
    expect(readFileSync(join(root, "build", "client", "index.html"), "utf8")).toBe("first site");
  });
});
