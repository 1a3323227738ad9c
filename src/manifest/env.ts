/** Set by the dev server's manifest plugin: loadManifest() keeps serving the last good manifest. */
export const keepLastGoodVariable = "SITE_MANIFEST_KEEP_LAST_GOOD";

/** The manifest the site is built from; SITE_MANIFEST points elsewhere (benchmarks, tests). */
export const manifestFile = process.env.SITE_MANIFEST ?? "site.manifest.json";

/**
 * The folder of the site's pictures and files (public/), which the build copies into the site;
 * SITE_PUBLIC_DIR points elsewhere (the editor's Publish button, when the editor works on another folder).
 */
export const publicFolder = process.env.SITE_PUBLIC_DIR ?? "public";
