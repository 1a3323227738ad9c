import { AuthoringError, bothLanguages, type Said } from "../i18n/said";
import { ManifestError } from "../manifest/read.server";

/**
 * Runs a command-line tool's main function and sets the exit code, turning an error into a line
 * for the person at the terminal: 1 when the change was refused (an error of `refusal`'s class,
 * whose message is for authors), 2 when the manifest could not be read. What went wrong is said in
 * Mongolian first, then in English, where the refusal has its Mongolian (every AuthoringError).
 */
export function runManifestCommand(
  failure: Said,
  manifestFile: string,
  refusal: abstract new (...args: never[]) => Error,
  main: () => number,
) {
  try {
    process.exitCode = main();
  } catch (error) {
    if (error instanceof refusal) {
      if (error instanceof AuthoringError) console.error(`${failure.mn}: ${error.mn}`);
      console.error(`${failure.en}: ${error.message}`);
      process.exitCode = 1;
      return;
    }
    const code = (error as NodeJS.ErrnoException).code;
    const notJson = error instanceof SyntaxError || (error as Error).cause instanceof SyntaxError;
    // The manifest's file cannot be read, or is invalid: its message says why in both languages.
    if (error instanceof ManifestError && !notJson) {
      console.error(`${bothLanguages({ mn: `${failure.mn}:`, en: `${failure.en}:` })}\n${error.printed}`);
      process.exitCode = 2;
      return;
    }
    const reason: Said | string =
      code === "ENOENT"
        ? { en: `there is no manifest at ${manifestFile}`, mn: `${manifestFile} гэсэн файл алга` }
        : notJson
          ? {
              en: `${manifestFile} is not valid JSON (npm run validate shows where)`,
              mn: `${manifestFile} файлын JSON эвдэрсэн байна (хаана гэдгийг npm run validate харуулна)`,
            }
          : (error as Error).message;
    if (typeof reason !== "string") console.error(`${failure.mn}: ${reason.mn}`);
    console.error(`${failure.en}: ${typeof reason === "string" ? reason : reason.en}`);
    process.exitCode = 2;
  }
}
