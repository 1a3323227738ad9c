/**
 * Runs a command-line tool's main function and sets the exit code, turning an error into one line
 * for the person at the terminal: 1 when the change was refused (an error of `refusal`'s class,
 * whose message is for authors), 2 when the manifest could not be read.
 */
export function runManifestCommand(
  failure: string,
  manifestFile: string,
  refusal: abstract new (...args: never[]) => Error,
  main: () => number,
) {
  try {
    process.exitCode = main();
  } catch (error) {
    if (error instanceof refusal) {
      console.error(`${failure}: ${error.message}`);
      process.exitCode = 1;
      return;
    }
    const reason =
      (error as NodeJS.ErrnoException).code === "ENOENT"
        ? `there is no manifest at ${manifestFile}`
        : error instanceof SyntaxError || (error as Error).cause instanceof SyntaxError
          ? `${manifestFile} is not valid JSON (npm run validate shows where)`
          : (error as Error).message;
    console.error(`${failure}: ${reason}`);
    process.exitCode = 2;
  }
}
