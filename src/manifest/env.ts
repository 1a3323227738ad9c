/** Set by the dev server's manifest plugin: loadManifest() keeps serving the last good manifest. */
export const keepLastGoodVariable = "SITE_MANIFEST_KEEP_LAST_GOOD";

/** The manifest the site is built from; SITE_MANIFEST points elsewhere (benchmarks, tests). */
export const manifestFile = process.env.SITE_MANIFEST ?? "site.manifest.json";
