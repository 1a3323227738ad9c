import { describe, expect, it } from "vitest";
import { readCommandLine, type CommandLineError } from "./args.ts";

const validate = (...argv: string[]) =>
  readCommandLine(argv, {
    options: { format: { type: "string", choices: ["text", "json"] }, strict: { type: "boolean" } },
    positionals: 1,
    usage: "npm run validate [-- FILE] [--format text|json] [--strict]",
  });
const usage = "\nusage: npm run validate [-- FILE] [--format text|json] [--strict]";

describe("a command line", () => {
  it("gives its options and words", () => {
    expect(validate("--format", "json", "a.json", "--strict")).toEqual({
      values: { format: "json", strict: true },
      positionals: ["a.json"],
    });
    expect(validate("--format=text").values).toEqual({ format: "text" });
  });

  it("names an unknown option, the closest known one and all of them, then the usage", () => {
    expect(() => validate("--formt", "json")).toThrow(
      'There is no option --formt (did you mean "--format"?); the options are --format, --strict.' + usage,
    );
    expect(() => readCommandLine(["--port", "4180"], { options: {}, usage: "npm run serve" })).toThrow(
      "There is no option --port; this command takes none.\nusage: npm run serve",
    );
  });

  it("says which value an option needs, or that it takes none", () => {
    expect(() => validate("--format")).toThrow("--format needs a value: text, json." + usage);
    expect(() => validate("--format", "--strict")).toThrow("--format needs a value: text, json." + usage);
    expect(() => validate("--format", "xml")).toThrow('--format must be one of text, json, not "xml".' + usage);
    expect(() => validate("--strict=yes")).toThrow("--strict takes no value: write --strict alone." + usage);
  });

  it("says each mistake in Mongolian too, with the usage in Mongolian where the command gives it", () => {
    const mongolian = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return (error as CommandLineError).mn;
      }
    };
    expect(mongolian(() => validate("--formt"))).toBe(
      "--formt гэсэн сонголт алга («--format» гэж үү?); сонголтууд: --format, --strict.\nБичих нь: npm run validate [-- FILE] [--format text|json] [--strict]",
    );
    const usage = { en: "npm run move -- OLD NEW", mn: "npm run move -- ХУУЧИН ШИНЭ" };
    expect(mongolian(() => readCommandLine(["a", "b", "c"], { options: {}, positionals: 2, usage }))).toBe(
      "Илүү үг байна: «c».\nБичих нь: npm run move -- ХУУЧИН ШИНЭ",
    );
  });

  it("says what is missing when a command needs every one of its words", () => {
    const move = (...argv: string[]) =>
      readCommandLine(argv, {
        options: {},
        positionals: 2,
        required: { en: "Name both paths.", mn: "Хоёр хаягийг бичнэ үү." },
        usage: "npm run move -- OLD NEW",
      });
    expect(() => move("/a")).toThrow("Name both paths.\nusage: npm run move -- OLD NEW");
    expect(move("/a", "/b").positionals).toEqual(["/a", "/b"]);
  });

  it("names the words it does not expect", () => {
    expect(() => validate("a.json", "b.json")).toThrow('Not expected: "b.json".' + usage);
  });
});
