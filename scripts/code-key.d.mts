/** The hash of what the bundles are made from: the same code gives the same bundles. */
export function bundleKey(base?: string): string;
/** Where bundles are kept, by hash; SITE_BUNDLE_CACHE names another folder inside the project (the benchmark keeps its own). */
export function bundleCache(base?: string): string;
/** The hash of the code in `folders` (tests aside) and of `files`, read from `base`. */
export function codeKey(folders: string[], files: string[], base?: string): string;
