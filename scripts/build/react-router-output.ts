import { createInterface } from "node:readline";
import type { Readable } from "node:stream";
import { stripVTControlCharacters } from "node:util";

/**
 * Printed by React Router 7 at each of its internal loads of its config, which pass Vite an option
 * Vite 8 deprecates; fixed in React Router 8 (remix-run/react-router#15229), which needs Node 22.
 * The project sets no such option and has nothing of its own to fix.
 */
export const envFileNotice = "The `envFile` option is deprecated, please use `envDir: false` instead.";

/**
 * Hands on each line React Router's command prints (`from`), with its newline, except that notice;
 * resolves once `from` has ended.
 */
export function reactRouterLines(from: Readable, write: (line: string) => void): Promise<void> {
  const lines = createInterface({ input: from, crlfDelay: Infinity });
  lines.on("line", (line) => {
    if (stripVTControlCharacters(line) !== envFileNotice) write(`${line}\n`);
  });
  return new Promise((resolve) => lines.on("close", resolve));
}
