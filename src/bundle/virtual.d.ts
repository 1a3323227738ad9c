/** The site's stylesheet (src/bundle/styles-plugin.ts): the bundle's entry for it. */
declare module "virtual:site.css" {}
