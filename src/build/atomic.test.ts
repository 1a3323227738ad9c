import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { tempFolder } from "../../tests/temp-folders";
import { buildAtomically, restoreInterruptedSwap, workFolders } from "./atomic.server";

// Each test's folders (tempFolder) are removed once it has ended: after it has waited for any replaced site's deletion.
function previousBuild() {
  const root = tempFolder("atomic-");
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
    // The replaced site is deleted by a process of its own, after the build.
    await vi.waitFor(() => expect(readdirSync(root)).toEqual(["build"]), { timeout: 10_000 });
  });

  it("a build that fails halfway leaves the previous build untouched, and its half-written folder is removed", async () => {
    const { root, target, page } = previousBuild();
    const failing = async (folder: string) => {
      await writeSite("half a site")(folder);
      throw new Error("a page could not be rendered");
    };
    await expect(buildAtomically(target, failing)).rejects.toThrow("a page could not be rendered");
    expect(page()).toBe("previous site");
    // The replaced site is deleted by a process of its own, after the build.
    await vi.waitFor(() => expect(readdirSync(root)).toEqual(["build"]), { timeout: 10_000 });
  });

  it("what an interrupted build left behind is cleared before the next build", async () => {
    const { root, target, page } = previousBuild();
    mkdirSync(join(workFolders(target).next, "client"), { recursive: true });
    writeFileSync(join(workFolders(target).next, "client", "stale.html"), "stale");
    await buildAtomically(target, writeSite("new site"));
    expect(page()).toBe("new site");
    expect(existsSync(join(target, "client", "stale.html"))).toBe(false);
    // The replaced site is deleted by a process of its own, after the build.
    await vi.waitFor(() => expect(readdirSync(root)).toEqual(["build"]), { timeout: 10_000 });
  });

  it("builds that follow each other faster than the replaced sites are deleted all succeed", async () => {
    const { root, target, page } = previousBuild();
    // A replaced site still being deleted, under the name this process would give its own.
    const stillDeleting = join(root, `build.deleting-${process.pid}`);
    mkdirSync(join(stillDeleting, "client"), { recursive: true });
    writeFileSync(join(stillDeleting, "client", "index.html"), "a site being deleted");
    for (const text of ["second site", "third site", "fourth site"]) {
      await buildAtomically(target, writeSite(text), () => {});
      expect(page()).toBe(text);
    }
    await vi.waitFor(() => expect(readdirSync(root)).toEqual(["build"]), { timeout: 10_000 });
  });

  it("the first build, with no previous one, is put in place", async () => {
    const root = tempFolder("atomic-");
    await buildAtomically(join(root, "build"), writeSite("first site"));
    expect(readFileSync(join(root, "build", "client", "index.html"), "utf8")).toBe("first site");
  });
});

describe("a rebuild may write over the site the last build replaced", () => {
  const recycling = (answer: boolean) => ({ recycle: () => answer });
  const spareOf = (target: string) => join(workFolders(target).spare, "client", "index.html");

  it("keeps the site it replaces beside the new one, and the next build gets it to write over", async () => {
    const { root, target, page } = previousBuild();
    await buildAtomically(target, writeSite("second site"), () => {}, recycling(true));
    expect(page()).toBe("second site");
    expect(readFileSync(spareOf(target), "utf8")).toBe("previous site");
    let given: { recycled: boolean; text: string } | undefined;
    await buildAtomically(
      target,
      async (folder, recycled) => {
        given = { recycled, text: readFileSync(join(folder, "client", "index.html"), "utf8") };
        await writeSite("third site")(folder);
      },
      () => {},
      recycling(true),
    );
    expect(given).toEqual({ recycled: true, text: "previous site" });
    expect(page()).toBe("third site");
    expect(readFileSync(spareOf(target), "utf8")).toBe("second site");
    expect(readdirSync(root).sort()).toEqual(["build", "build.spare"]);
  });

  it("deletes a spare site the build cannot use, and builds in an empty folder", async () => {
    const { root, target, page } = previousBuild();
    await buildAtomically(target, writeSite("second site"), () => {}, recycling(true));
    let given: { recycled: boolean; empty: boolean } | undefined;
    await buildAtomically(
      target,
      async (folder, recycled) => {
        given = { recycled, empty: !existsSync(folder) };
        await writeSite("third site")(folder);
      },
      () => {},
      recycling(false),
    );
    expect(given).toEqual({ recycled: false, empty: true });
    expect(page()).toBe("third site");
    expect(readFileSync(spareOf(target), "utf8")).toBe("second site");
    await vi.waitFor(() => expect(readdirSync(root).sort()).toEqual(["build", "build.spare"]), { timeout: 10_000 });
  });

  it("a build that fails while writing over the spare site leaves the last site as it was", async () => {
    const { root, target, page } = previousBuild();
    await buildAtomically(target, writeSite("second site"), () => {}, recycling(true));
    const failing = async (folder: string) => {
      await writeSite("half a site")(folder);
      throw new Error("a page could not be rendered");
    };
    await expect(buildAtomically(target, failing, () => {}, recycling(true))).rejects.toThrow();
    expect(page()).toBe("second site");
    // The spare, half written over, is not kept: the next build starts from an empty folder.
    await vi.waitFor(() => expect(readdirSync(root)).toEqual(["build"]), { timeout: 10_000 });
  });

  it("a build killed between its swap and setting the replaced site aside leaves it to the next build as its spare", async () => {
    const { root, target, page } = previousBuild();
    const { previous } = workFolders(target);
    mkdirSync(join(previous, "client"), { recursive: true });
    writeFileSync(join(previous, "client", "index.html"), "replaced site");
    let given = "";
    await buildAtomically(
      target,
      async (folder) => {
        given = readFileSync(join(folder, "client", "index.html"), "utf8");
        await writeSite("new site")(folder);
      },
      () => {},
      recycling(true),
    );
    expect(given).toBe("replaced site");
    expect(page()).toBe("new site");
    expect(readdirSync(root).sort()).toEqual(["build", "build.spare"]);
  });
});

/**
 * The folders a build leaves when it is killed at each step of buildAtomically, from a site that
 * read "last site": which site is then the last good one.
 */
const interrupted: { step: string; folders: Record<"target" | "next" | "previous", string | undefined>; good: string }[] =
  [
    { step: "while clearing a folder left by an earlier build", folders: { target: "last site", next: "stale", previous: undefined }, good: "last site" },
    { step: "while writing the new site", folders: { target: "last site", next: "half a site", previous: undefined }, good: "last site" },
    { step: "between the two renames", folders: { target: undefined, next: "new site", previous: "last site" }, good: "last site" },
    { step: "after the two renames", folders: { target: "new site", next: undefined, previous: "last site" }, good: "new site" },
    { step: "while removing the replaced site", folders: { target: "new site", next: undefined, previous: "half removed" }, good: "new site" },
  ];

function leftBehind(folders: Record<"target" | "next" | "previous", string | undefined>) {
  const root = tempFolder("atomic-");
  const target = join(root, "build");
  const paths = { target, ...workFolders(target) };
  for (const [name, text] of Object.entries(folders)) {
    if (text === undefined) continue;
    mkdirSync(join(paths[name as keyof typeof paths], "client"), { recursive: true });
    writeFileSync(join(paths[name as keyof typeof paths], "client", "index.html"), text);
  }
  return { root, target, page: () => readFileSync(join(target, "client", "index.html"), "utf8") };
}

describe("a build killed at any step of its swap never loses the last good site", () => {
  for (const { step, folders, good } of interrupted) {
    it(`killed ${step}: npm run serve finds the last good site in place`, () => {
      const { target, page } = leftBehind(folders);
      const line = restoreInterruptedSwap(target);
      expect(page()).toBe(good);
      // Only the site missing from its place is worth a line.
      if (folders.target === undefined)
        expect(line).toBe(
          `${target}/ was missing after a build that stopped halfway: the last site built (${target}.previous/) is back in its place.`,
        );
      else expect(line).toBeUndefined();
    });

    it(`killed ${step}: the next build that fails leaves the last good site, and says when it put it back`, async () => {
      const { root, target, page } = leftBehind(folders);
      const lines: string[] = [];
      const failing = async () => {
        throw new Error("a page could not be rendered");
      };
      await expect(buildAtomically(target, failing, (line) => lines.push(line))).rejects.toThrow();
      expect(page()).toBe(good);
      // The replaced site is deleted by a process of its own, after the build.
    await vi.waitFor(() => expect(readdirSync(root)).toEqual(["build"]), { timeout: 10_000 });
      expect(lines).toHaveLength(folders.target === undefined ? 1 : 0);
    });

    it(`killed ${step}: the next build that succeeds takes its place`, async () => {
      const { root, target, page } = leftBehind(folders);
      await buildAtomically(target, writeSite("newest site"), () => {});
      expect(page()).toBe("newest site");
      // The replaced site is deleted by a process of its own, after the build.
    await vi.waitFor(() => expect(readdirSync(root)).toEqual(["build"]), { timeout: 10_000 });
    });
  }
});
