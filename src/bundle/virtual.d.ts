declare module "virtual:page-chunks" {
  const chunks: import("./chunks-plugin").PageChunks;
  export default chunks;
}

/** The site's stylesheet (src/bundle/styles-plugin.ts), imported by the root for its side effect. */
declare module "virtual:site.css" {}
