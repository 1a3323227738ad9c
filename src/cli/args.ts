import { parseArgs } from "node:util";
import { didYouMean } from "../validate/suggest.ts";

/** An option of a command: a switch (`--stock`) or one that takes a value (`--format json`). */
export type Option = { type: "boolean" } | { type: "string"; choices?: readonly string[] };

type Values<T extends Record<string, Option>> = {
  [K in keyof T]?: T[K] extends { type: "string" } ? string : boolean;
};

/** A mistake on the command line; its message names it and ends with the command's usage line. */
export class CommandLineError extends Error {}

/**
 * Reads a command line with node's parseArgs, and says in plain words what is wrong with it: an
 * option the command does not know (with the closest it knows), a value missing or not allowed,
 * more words than the command takes.
 */
export function readCommandLine<T extends Record<string, Option>>(
  argv: string[],
  { options, positionals: most = 0, usage }: { options: T; positionals?: number; usage: string },
): { values: Values<T>; positionals: string[] } {
  const fail = (mistake: string): never => {
    throw new CommandLineError(`${mistake}\nusage: ${usage}`);
  };
  const { values, positionals, tokens } = parseArgs({ args: argv, options, strict: false, tokens: true });
  for (const token of tokens) {
    if (token.kind !== "option") continue;
    const option = options[token.name];
    if (!option) {
      const known = Object.keys(options).map((name) => `--${name}`);
      const guess = didYouMean(token.rawName, known);
      fail(
        `There is no option ${token.rawName}${guess ? ` (${guess})` : ""}; ${known.length ? `the options are ${known.join(", ")}` : "this command takes none"}.`,
      );
    } else if (option.type === "boolean" && token.value !== undefined)
      fail(`${token.rawName} takes no value: write ${token.rawName} alone.`);
    else if (option.type === "string") {
      const choices = option.choices?.join(", ") ?? "";
      if (token.value === undefined || (!token.inlineValue && token.value.startsWith("-")))
        fail(`${token.rawName} needs a value${choices ? `: ${choices}` : ""}.`);
      else if (option.choices && !option.choices.includes(token.value))
        fail(`${token.rawName} must be one of ${choices}, not "${token.value}".`);
    }
  }
  if (positionals.length > most)
    fail(
      `Not expected: ${positionals
        .slice(most)
        .map((word) => `"${word}"`)
        .join(", ")}.`,
    );
  return { values: values as Values<T>, positionals };
}

/** readCommandLine for a script: a mistake is printed, without a stack trace, and the script exits with code 2. */
export function commandLine<T extends Record<string, Option>>(
  argv: string[],
  spec: { options: T; positionals?: number; usage: string },
): ReturnType<typeof readCommandLine<T>> {
  try {
    return readCommandLine(argv, spec);
  } catch (error) {
    if (!(error instanceof CommandLineError)) throw error;
    console.error(error.message);
    return process.exit(2);
  }
}
