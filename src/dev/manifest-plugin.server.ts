import { existsSync } from "node:fs";
import { resolve } from "node:path";
import type { ErrorPayload, Plugin, ViteDevServer } from "vite";
import type { createValidator } from "../validate/index.server";
import { bothLanguages } from "../i18n/said.ts";
import { formatProblemInBoth } from "../validate/report.ts";
import { keepLastGoodVariable } from "../manifest/env.ts";
import { ManifestError, readManifestText } from "../manifest/read.server.ts";

/** How long the manifest must stay unchanged after an event before it is read again. */
const settleMs = 150;

export interface ManifestPluginOptions {
  file: string;
  schemaDir?: string;
  publicDir?: string;
}

/** The validator's report as Vite's error overlay shows it: every problem, one a line, with its Mongolian under it. */
export function overlayError(
  file: string,
  text: string,
  validate: ReturnType<typeof createValidator>,
): ErrorPayload["err"] | undefined {
  const { problems, valid, unlisted } = validate(text);
  if (valid) return undefined;
  const errors = problems.filter((p) => p.severity === "error");
  const first = errors[0];
  // Only so many are listed; the count says how many there are in all.
  const count = errors.length + unlisted.errors;
  const more = unlisted.errors ? `\n… бас ${unlisted.errors} асуудал (and ${unlisted.errors} more)` : "";
  const heading = bothLanguages({
    mn: `${file} файлд ${count} асуудал байна; засагдах хүртэл хуудсууд сүүлийн зөв хувилбараараа харагдана.`,
    en: `${file} has ${count === 1 ? "a problem" : `${count} problems`}; the pages show its last good version until ${count === 1 ? "it is" : "they are"} fixed.`,
  });
  return {
    message: `${heading}\n\n${errors.map((p) => formatProblemInBoth(file, p)).join("\n")}${more}`,
    stack: "",
    id: resolve(file),
    plugin: "site-manifest",
    loc: first?.line ? { file: resolve(file), line: first.line, column: first.column ?? 1 } : undefined,
  };
}

/** The overlay for the manifest on disk: its problems, or why it cannot be read as text (src/manifest/read.server.ts). */
function overlayFor(shownAs: string, file: string, validate: ReturnType<typeof createValidator>) {
  let text: string;
  try {
    text = readManifestText(file);
  } catch (error) {
    if (!(error instanceof ManifestError)) throw error;
    return { message: error.printed, stack: "", id: file, plugin: "site-manifest" };
  }
  return overlayError(shownAs, text, validate);
}

/**
 * Under `npm run dev`: a saved manifest reloads the open pages; an invalid one shows the
 * validator's messages in the browser's error overlay, to every page that opens until it is fixed.
 */
export function manifestPlugin(options: ManifestPluginOptions): Plugin {
  const file = resolve(options.file);
  let current: ErrorPayload["err"] | undefined;
  const check = (server: ViteDevServer, validate: ReturnType<typeof createValidator>) => {
    if (!existsSync(file)) return; // Being replaced (an editor's save by rename); the next event has the new file.
    current = overlayFor(options.file, file, validate);
    if (current) {
      server.config.logger.error(current.message, { timestamp: true });
      server.ws.send({ type: "error", err: current });
    } else server.ws.send({ type: "full-reload", path: "*" });
  };
  return {
    name: "site-manifest",
    apply: "serve",
    config() {
      process.env[keepLastGoodVariable] = "1";
    },
    // The validator is loaded through the dev server itself, not bundled into the config: a build
    // never needs it, and the config stays loadable by Vite's native config loader.
    async configureServer(server) {
      const load = <T>(file: string) => server.ssrLoadModule(new URL(file, import.meta.url).pathname) as Promise<T>;
      const { createValidator } = await load<typeof import("../validate/index.server")>("../validate/index.server.ts");
      const validate = createValidator({
        schemaDir: options.schemaDir ?? "schema",
        publicDir: options.publicDir ?? "public",
      });
      server.watcher.add(file);
      // An editor's save may truncate the file and then write it, two events apart: the file is read
      // once it has been quiet for a moment, so the half-saved file is never reported.
      let settling: ReturnType<typeof setTimeout> | undefined;
      const onChange = (changed: string) => {
        if (resolve(changed) !== file) return;
        clearTimeout(settling);
        settling = setTimeout(() => check(server, validate), settleMs);
      };
      server.watcher.on("change", onChange);
      server.watcher.on("add", onChange);
      // A page opened (or reloaded) while the manifest is invalid gets the overlay too.
      server.ws.on("connection", () => {
        if (current) setTimeout(() => current && server.ws.send({ type: "error", err: current }), 100);
      });
      current = overlayFor(options.file, file, validate);
    },
  };
}
