import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { createInterface } from "node:readline";
import { stripVTControlCharacters } from "node:util";
import type { Problem } from "../src/validate/problem";

/** What the Publish button needs to know: the site's folder, where to build, how to check. */
export interface PublishOptions {
  /** The manifest, as saved on disk: the site is built from the file, never from unsaved edits. */
  file: string;
  /** The folder of the site's code (scripts/build.ts). */
  root: string;
  /** Where the site is built (the build command's BUILD_DIRECTORY); the upload command reads its client/ folder. */
  buildDir: string;
  /** The folder of the site's pictures and files, recorded with the manifest when the author asks. */
  publicDir: string;
  validate: (text: string) => { problems: Problem[] };
}

/** The steps of a publication, in order; the progress bar's share of each is in `progressAfter`. */
export type PublishStage = "check" | "pages" | "files" | "built" | "upload" | "record" | "done";

/** What the author sees happen, one event at a time (sent as lines of JSON while it happens). */
export type PublishEvent =
  | { kind: "stage"; stage: PublishStage; progress: number }
  | { kind: "problems"; problems: Problem[] }
  | { kind: "build-failed"; detail: string }
  | { kind: "built"; pages: number; drafts: number }
  | { kind: "output"; text: string }
  | { kind: "uploaded"; ok: boolean; code: number | null }
  | { kind: "no-upload" }
  | { kind: "recorded"; commit: string }
  | { kind: "nothing-to-record" }
  | { kind: "record-failed"; detail: string }
  | { kind: "done"; ok: boolean };

/**
 * The build's own report lines (scripts/build.ts) and how far the build is once each is printed:
 * the progress bar moves with the build's real steps, not with a clock.
 */
export const buildMilestones: [RegExp, PublishStage, number][] = [
  [/^Manifest checked/, "pages", 0.2],
  [/^Pages: \d+/, "files", 0.55],
  [/^Pictures:/, "files", 0.62],
  [/^Share images:/, "files", 0.68],
  [/^Icons:/, "files", 0.72],
  [/^Scripts and stylesheet:/, "files", 0.76],
  [/^Webfont:/, "files", 0.8],
  [/^Checklists:/, "files", 0.84],
  [/^Content-Security-Policy:/, "files", 0.88],
  [/^The site is in /, "built", 0.9],
];

/** How far a publication is after a build line, or undefined when the line is not a milestone. */
export function milestoneOf(line: string): { stage: PublishStage; progress: number } | undefined {
  const found = buildMilestones.find(([pattern]) => pattern.test(line));
  return found && { stage: found[1], progress: found[2] };
}

/** The upload command the saved manifest names, if any. */
export function uploadCommand(file: string): string | undefined {
  try {
    const settings = (JSON.parse(readFileSync(file, "utf8")) as { settings?: { publish?: { command?: unknown } } })
      .settings;
    const command = settings?.publish?.command;
    return typeof command === "string" && command.trim() ? command : undefined;
  } catch {
    return undefined;
  }
}

/** The git repository the manifest is in, or undefined when it is in none (or git is not installed). */
export function repositoryOf(file: string): string | undefined {
  const result = spawnSync("git", ["rev-parse", "--show-toplevel"], { cwd: dirname(file), encoding: "utf8" });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/** What the Publish dialog shows before anything runs. */
export function publishInfo(options: PublishOptions): { command?: string; git: boolean } {
  return { command: uploadCommand(options.file), git: Boolean(repositoryOf(options.file)) };
}

/** Runs a command, handing each line of its output (both streams) to `line`; resolves with its exit code. */
function run(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; shell?: boolean; timeoutMs: number },
  line: (text: string, stream: "out" | "err") => void,
): Promise<number | null> {
  return new Promise((done) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      shell: options.shell ?? false,
      stdio: ["ignore", "pipe", "pipe"],
    });
    const timer = setTimeout(() => child.kill("SIGTERM"), options.timeoutMs);
    createInterface({ input: child.stdout! }).on("line", (text) => line(text, "out"));
    createInterface({ input: child.stderr! }).on("line", (text) => line(text, "err"));
    child.on("error", (error) => {
      line(error.message, "err");
      clearTimeout(timer);
      done(null);
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      done(code);
    });
  });
}

/** Terminal colours and cursor codes mean nothing in the editor's page. */
const plain = stripVTControlCharacters;

let running = false;

/** Whether a publication is under way (one at a time: two builds into one folder would clash). */
export const publishing = () => running;

/**
 * Publishes the saved manifest: checks it (the author reads its problems in the editor's words),
 * builds the site into `buildDir`, runs the upload command of `settings.publish.command`, and, when a
 * message is given and the manifest is in a git repository, records the manifest and the pictures
 * folder in a commit. Each step is reported to `emit` as it happens.
 */
export async function publish(
  options: PublishOptions,
  request: { message?: string },
  emit: (event: PublishEvent) => void,
): Promise<boolean> {
  if (running) throw new Error("a publication is already under way");
  running = true;
  try {
    emit({ kind: "stage", stage: "check", progress: 0.02 });
    const text = readFileSync(options.file, "utf8");
    const errors = options.validate(text).problems.filter((p) => p.severity === "error");
    if (errors.length) {
      emit({ kind: "problems", problems: errors });
      emit({ kind: "done", ok: false });
      return false;
    }
    emit({ kind: "stage", stage: "check", progress: 0.05 });

    const tail: string[] = [];
    let pages = 0;
    let drafts = 0;
    const built = await run(
      process.execPath,
      ["scripts/build.mjs"],
      {
        cwd: options.root,
        env: {
          ...process.env,
          // The editor runs under Vite's development server; the site is built for visitors.
          NODE_ENV: "production",
          SITE_MANIFEST: options.file,
          SITE_PUBLIC_DIR: options.publicDir,
          BUILD_DIRECTORY: options.buildDir,
          NO_COLOR: "1",
        },
        timeoutMs: 15 * 60_000,
      },
      (raw) => {
        const line = plain(raw);
        tail.push(line);
        if (tail.length > 40) tail.shift();
        pages = Number(/^Pages: (\d+)/.exec(line)?.[1] ?? pages);
        drafts = Number(/^Held back (\d+) draft/.exec(line)?.[1] ?? drafts);
        const milestone = milestoneOf(line);
        if (milestone) emit({ kind: "stage", ...milestone });
      },
    );
    if (built !== 0) {
      emit({ kind: "build-failed", detail: tail.join("\n") });
      emit({ kind: "done", ok: false });
      return false;
    }
    emit({ kind: "built", pages, drafts });

    let ok = true;
    const command = uploadCommand(options.file);
    if (command) {
      emit({ kind: "stage", stage: "upload", progress: 0.92 });
      const code = await run(
        command,
        [],
        {
          cwd: options.root,
          env: { ...process.env, SITE_BUILD: resolve(options.root, options.buildDir, "client") },
          shell: true,
          timeoutMs: 15 * 60_000,
        },
        (line) => emit({ kind: "output", text: plain(line) }),
      );
      ok = code === 0;
      emit({ kind: "uploaded", ok, code });
    } else emit({ kind: "no-upload" });

    const message = request.message?.trim();
    if (message) {
      emit({ kind: "stage", stage: "record", progress: 0.97 });
      emit(record(options, message));
    }
    emit({ kind: "stage", stage: "done", progress: 1 });
    emit({ kind: "done", ok });
    return ok;
  } finally {
    running = false;
  }
}

/** Commits the manifest and the pictures folder with the author's message. */
function record(options: PublishOptions, message: string): PublishEvent {
  const repository = repositoryOf(options.file);
  if (!repository) return { kind: "record-failed", detail: "not a git repository" };
  const inside = (path: string) => !relative(repository, path).startsWith("..");
  const paths = [options.file, resolve(options.publicDir, "images")].filter((path) => existsSync(path) && inside(path));
  const git = (...args: string[]) => spawnSync("git", args, { cwd: repository, encoding: "utf8" });
  const added = git("add", "--", ...paths);
  if (added.status !== 0) return { kind: "record-failed", detail: added.stderr.trim() };
  if (git("diff", "--cached", "--quiet", "--", ...paths).status === 0) return { kind: "nothing-to-record" };
  const committed = git("commit", "-m", message, "--", ...paths);
  if (committed.status !== 0) return { kind: "record-failed", detail: (committed.stderr || committed.stdout).trim() };
  return { kind: "recorded", commit: git("rev-parse", "--short", "HEAD").stdout.trim() };
}
