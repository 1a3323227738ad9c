import type { ComponentType } from "react";
import type { Block } from "../../src/generated/manifest";
import type { Localized } from "../../src/i18n/localize";
import type { PageData } from "../../src/manifest/page-data";
import About from "./about";
import Benefits from "./benefits";
import BlogList from "./blog-list";
import BlogTeaser from "./blog-teaser";
import Destinations from "./destinations";
import Hero from "./hero";
import Journey from "./journey";
import Partners from "./partners";
import Process from "./process";
import RichText from "./rich-text";
import Services from "./services";
import Stats from "./stats";
import Team from "./team";
import Testimonials from "./testimonials";
import Values from "./values";
import VisaFinder from "./visa-finder";

export type BlockType = Block["type"];
export type BlockProps<T extends BlockType> = { block: Localized<Extract<Block, { type: T }>>; data: PageData };

/** The component that draws each kind of block, by the block's "type". */
export const blocks: { [T in BlockType]: ComponentType<BlockProps<T>> } = {
  hero: Hero,
  about: About,
  values: Values,
  benefits: Benefits,
  process: Process,
  destinations: Destinations,
  partners: Partners,
  stats: Stats,
  "blog-teaser": BlogTeaser,
  "blog-list": BlogList,
  "visa-finder": VisaFinder,
  services: Services,
  team: Team,
  testimonials: Testimonials,
  journey: Journey,
  "rich-text": RichText,
};

export function blockFor<T extends BlockType>(type: T): ComponentType<BlockProps<T>> {
  const block = blocks[type];
  if (!block) throw new Error(`No block is called "${type}". Blocks: ${Object.keys(blocks).join(", ")}.`);
  return block;
}

/** Draws a block with the component its "type" names. */
export function BlockView({ block, data }: { block: Localized<Block>; data: PageData }) {
  // The registry pairs each type with its own block shape; TypeScript cannot follow that through a union.
  const Component = blockFor(block.type) as ComponentType<{ block: Localized<Block>; data: PageData }>;
  return <Component block={block} data={data} />;
}
