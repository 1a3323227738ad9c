import { PageIntro } from "../src/ui/page-intro";
import { BlockView } from "./blocks/index";
import type { TemplateProps } from "./types";

/**
 * A page composed of blocks, drawn top to bottom in the order the manifest lists them. A hero
 * block first carries the page's h1; otherwise the page's own title does.
 */
export default function PageTemplate({ page, data }: TemplateProps<"page">) {
  return (
    <>
      {page.blocks[0].type !== "hero" && <PageIntro title={page.title} lead={page.description} />}
      {page.blocks.map((block, i) => (
        <BlockView key={i} block={block} data={data} />
      ))}
    </>
  );
}
