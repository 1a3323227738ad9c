import type { ComponentType } from "react";
import type { Block } from "../../src/generated/manifest";
import type { Localized } from "../../src/i18n/localize";
import type { PageData } from "../../src/manifest/page-data";
import { lazyRegistry } from "../../src/ui/lazy-registry";
import type { BlockProps, BlockType } from "../types";

/** The component that draws each kind of block, by the block's "type"; each is its own chunk. */
const blocks: { [T in BlockType]: () => Promise<{ default: ComponentType<BlockProps<T>> }> } = {
  hero: () => import("./hero"),
  about: () => import("./about"),
  values: () => import("./values"),
  benefits: () => import("./benefits"),
  process: () => import("./process"),
  destinations: () => import("./destinations"),
  partners: () => import("./partners"),
  stats: () => import("./stats"),
  "blog-teaser": () => import("./blog-teaser"),
  "blog-list": () => import("./blog-list"),
  "visa-finder": () => import("./visa-finder"),
  services: () => import("./services"),
  team: () => import("./team"),
  testimonials: () => import("./testimonials"),
  journey: () => import("./journey"),
  "rich-text": () => import("./rich-text"),
};

export const blockRegistry = lazyRegistry("block", blocks);

/** Draws a block with the component its "type" names. */
export function BlockView({ block, data }: { block: Localized<Block>; data: PageData }) {
  // The registry pairs each type with its own block shape; TypeScript cannot follow that through a union.
  const Component = blockRegistry.useLoaded(block.type) as ComponentType<{ block: Localized<Block>; data: PageData }>;
  return <Component block={block} data={data} />;
}
