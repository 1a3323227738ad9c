import { parseArgs } from "node:util";
import { AuthoringError, bothLanguages, type Said } from "../i18n/said.ts";
import { closest } from "../validate/suggest.ts";

/** An option of a command: a switch (`--stock`) or one that takes a value (`--format json`). */
export type Option = { type: "boolean" } | { type: "string"; choices?: readonly string[] };

type Values<T extends Record<string, Option>> = {
  [K in keyof T]?: T[K] extends { type: "string" } ? string : boolean;
};

/**
 * How a command is written. An author's command says it in both languages; a developer's tool may
 * give one line, shown in both.
 */
export type Usage = string | Said;

/**
 * A mistake on the command line: `message` names it in English and ends with the command's usage
 * line, `mn` says the same in Mongolian.
 */
export class CommandLineError extends AuthoringError {}

/**
 * What a command takes: its options, how many words at most (`positionals`), and, when every one
 * of them is needed, what to say when some are missing (`required`); how it is written (`usage`).
 */
export interface CommandSpec<T extends Record<string, Option>> {
  options: T;
  positionals?: number;
  required?: Said;
  usage: Usage;
}

/**
 * Reads a command line with node's parseArgs, and says in plain words what is wrong with it: an
 * option the command does not know (with the closest it knows), a value missing or not allowed,
 * more words than the command takes.
 */
export function readCommandLine<T extends Record<string, Option>>(
  argv: string[],
  { options, positionals: most = 0, required, usage }: CommandSpec<T>,
): { values: Values<T>; positionals: string[] } {
  const fail = (mistake: Said): never => {
    throw new CommandLineError(withUsage(mistake, usage));
  };
  const { values, positionals, tokens } = parseArgs({ args: argv, options, strict: false, tokens: true });
  for (const token of tokens) {
    if (token.kind !== "option") continue;
    const option = options[token.name];
    if (!option) {
      const known = Object.keys(options).map((name) => `--${name}`);
      const guess = closest(token.rawName, known);
      fail({
        en: `There is no option ${token.rawName}${guess ? ` (did you mean "${guess}"?)` : ""}; ${known.length ? `the options are ${known.join(", ")}` : "this command takes none"}.`,
        mn: `${token.rawName} гэсэн сонголт алга${guess ? ` («${guess}» гэж үү?)` : ""}; ${known.length ? `сонголтууд: ${known.join(", ")}` : "энэ команд сонголт авдаггүй"}.`,
      });
    } else if (option.type === "boolean" && token.value !== undefined)
      fail({
        en: `${token.rawName} takes no value: write ${token.rawName} alone.`,
        mn: `${token.rawName} сонголт утга авдаггүй: ${token.rawName} гэж дангаар нь бичнэ үү.`,
      });
    else if (option.type === "string") {
      const choices = option.choices?.join(", ") ?? "";
      if (token.value === undefined || (!token.inlineValue && token.value.startsWith("-")))
        fail({
          en: `${token.rawName} needs a value${choices ? `: ${choices}` : ""}.`,
          mn: `${token.rawName} сонголтын утгыг бичнэ үү${choices ? `: ${choices}` : ""}.`,
        });
      else if (option.choices && !option.choices.includes(token.value))
        fail({
          en: `${token.rawName} must be one of ${choices}, not "${token.value}".`,
          mn: `${token.rawName} сонголтын утга «${token.value}» байж болохгүй: ${choices} гэснээс нэгийг нь бичнэ үү.`,
        });
    }
  }
  if (required && positionals.length < most) fail(required);
  if (positionals.length > most) {
    const extra = positionals.slice(most);
    fail({
      en: `Not expected: ${extra.map((word) => `"${word}"`).join(", ")}.`,
      mn: `Илүү үг байна: ${extra.map((word) => `«${word}»`).join(", ")}.`,
    });
  }
  return { values: values as Values<T>, positionals };
}

/** A mistake followed, in each language, by how the command is written. */
function withUsage(mistake: Said, usage: Usage): Said {
  const said = typeof usage === "string" ? { en: usage, mn: usage } : usage;
  return { en: `${mistake.en}\nusage: ${said.en}`, mn: `${mistake.mn}\nБичих нь: ${said.mn}` };
}

/** readCommandLine for a script: a mistake is printed, without a stack trace, and the script exits with code 2. */
export function commandLine<T extends Record<string, Option>>(
  argv: string[],
  spec: CommandSpec<T>,
): ReturnType<typeof readCommandLine<T>> {
  try {
    return readCommandLine(argv, spec);
  } catch (error) {
    if (!(error instanceof CommandLineError)) throw error;
    console.error(bothLanguages({ mn: error.mn, en: error.message }));
    return process.exit(2);
  }
}
