// What the manifest check (scripts/build/check-manifest.ts, in a process of its own) tells the
// build (scripts/build.ts): a module of its own, since importing the check runs it.

/** The check's exit code when the manifest is invalid; any other failure (a crash) exits otherwise. */
export const invalidManifestExit = 3;

/** What the check prints on success: one line of JSON. */
export interface CheckedManifest {
  env: Record<string, string>;
  /** Every page of the site, which the prerender workers render. */
  paths: string[];
  /** The files the site serves beside its pages, by name in the client folder. */
  files: Record<string, string>;
  /** The paths of the drafts, which are not built. */
  drafts: string[];
  /** The logo's mark (settings.logo.mark), which the site's icons are made from. */
  mark?: string;
}

/** The variable by which the build gives the check its code's hash (scripts/code-key.mjs). */
export const codeKeyVariable = "SITE_CODE_KEY";

/** Where the check keeps the sanitiser's reports of the formatted texts, one file per code's hash. */
export const richTextCache = () => process.env.SITE_RICH_TEXT_CACHE ?? "node_modules/.cache/site-rich-text";
