import { blockRegistry } from "../templates/blocks/index";
import { templateRegistry } from "../templates/index";

// Templates and blocks are fetched on demand in the browser; tests render any page synchronously,
// so importing this module loads every one of them first.
await Promise.all([
  ...templateRegistry.names.map((name) => templateRegistry.load(name)),
  ...blockRegistry.names.map((type) => blockRegistry.load(type)),
]);
