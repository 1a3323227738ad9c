import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { tempFolder } from "../tests/temp-folders";
import { createValidator } from "../src/validate/index.server";
import { publish, publishInfo, type PublishEvent, type PublishOptions } from "./publish.server";

const validate = createValidator({ schemaDir: "schema", publicDir: "public" });

/** A copy of the real manifest (changed by `change`) in a folder of its own. */
function site(change = (m: Record<string, unknown>) => m) {
  const folder = tempFolder("publish-");
  const manifest = change(JSON.parse(readFileSync("site.manifest.json", "utf8")) as Record<string, unknown>);
  const file = join(folder, "site.manifest.json");
  writeFileSync(file, JSON.stringify(manifest, null, 2) + "\n");
  const options: PublishOptions = {
    file,
    root: process.cwd(),
    buildDir: join(folder, "build"),
    publicDir: resolve("public"),
    validate,
  };
  return { folder, file, options };
}

async function run(options: PublishOptions, message?: string) {
  const events: PublishEvent[] = [];
  const ok = await publish(options, { message }, (event) => events.push(event));
  return { ok, events, kinds: events.map((e) => e.kind) };
}

describe("publishing from the editor", () => {
  it("builds nothing from a manifest with problems, and lists them", async () => {
    const { options } = site((m) => ({ ...m, settings: { ...(m.settings as object), baseUrl: "nope" } }));
    const { ok, events } = await run(options);
    expect(ok).toBe(false);
    const problems = events.find((e) => e.kind === "problems");
    expect(problems && problems.kind === "problems" && problems.problems[0].pointer).toBe("/settings/baseUrl");
    expect(existsSync(options.buildDir)).toBe(false);
  });

  it("builds the saved manifest, runs the upload command with the built folder, and records it in git", async () => {
    const { folder, options } = site();
    // The upload command runs in the site's code folder; here it copies into the test's folder.
    const command = `cp -R "$SITE_BUILD" "${join(folder, "uploaded")}" && echo copied`;
    const manifest = JSON.parse(readFileSync(options.file, "utf8"));
    manifest.settings.publish = { command };
    writeFileSync(options.file, JSON.stringify(manifest, null, 2) + "\n");
    const git = (...args: string[]) => spawnSync("git", args, { cwd: folder, encoding: "utf8" });
    git("init", "-q");
    git("config", "user.name", "Author");
    git("config", "user.email", "author@example.mn");
    expect(publishInfo(options)).toEqual({ command, git: true });

    const { ok, events, kinds } = await run(options, "Визийн хураамжийг шинэчлэв");
    expect(ok).toBe(true);
    // The progress only grows, through the build's own steps, to the end.
    const progress = events.flatMap((e) => (e.kind === "stage" ? [e.progress] : []));
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(1);
    expect(events.filter((e) => e.kind === "stage").map((e) => e.kind === "stage" && e.stage)).toEqual(
      expect.arrayContaining(["check", "pages", "files", "built", "upload", "record", "done"]),
    );
    const built = events.find((e) => e.kind === "built");
    const routes = (manifest.routes as { status?: string }[]).length;
    expect(built && built.kind === "built" && built.pages).toBeGreaterThanOrEqual(routes - 10);
    expect(events).toContainEqual({ kind: "output", text: "copied" });
    expect(kinds).toContain("uploaded");
    expect(existsSync(join(folder, "uploaded", "index.html"))).toBe(true);
    expect(events).toContainEqual(expect.objectContaining({ kind: "recorded" }));
    expect(git("log", "--format=%s").stdout.trim()).toBe("Визийн хураамжийг шинэчлэв");
    expect(git("show", "--name-only", "--format=").stdout.trim()).toBe("site.manifest.json");

    // Published again with nothing changed: nothing new to record.
    const again = await run(options, "Дахин");
    expect(again.kinds).toContain("nothing-to-record");
  }, 180_000);

  it("says that a failing upload command failed, with what it printed", async () => {
    const { options } = site((m) => ({
      ...m,
      settings: { ...(m.settings as object), publish: { command: "echo refused >&2; exit 3" } },
    }));
    const { ok, events } = await run(options);
    expect(ok).toBe(false);
    expect(events).toContainEqual({ kind: "output", text: "refused" });
    expect(events).toContainEqual({ kind: "uploaded", ok: false, code: 3 });
  }, 180_000);
});
