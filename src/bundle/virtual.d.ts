declare module "virtual:page-chunks" {
  const chunks: import("./chunks-plugin").PageChunks;
  export default chunks;
}
