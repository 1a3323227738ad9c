import type { ComponentType } from "react";
import type { Block } from "../../src/generated/manifest";
import type { Localized } from "../../src/i18n/localize";
import type { PageData } from "../../src/manifest/page-data";
import type { BlockProps, BlockType } from "../types";
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

/** Draws a block with the component its "type" names. */
export function BlockView({ block, data }: { block: Localized<Block>; data: PageData }) {
  if (!Object.hasOwn(blocks, block.type))
    throw new Error(`No block is called "${block.type}". Blocks: ${Object.keys(blocks).join(", ")}.`);
  // The map pairs each type with its own block shape; TypeScript cannot follow that through a union.
  const Component = blocks[block.type] as ComponentType<{ block: Localized<Block>; data: PageData }>;
  return <Component block={block} data={data} />;
}
