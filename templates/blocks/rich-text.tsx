import { BlockSection } from "../../src/ui/block-section";
import { RichText as Body } from "../../src/ui/rich-text";
import { usePicturesIn } from "../../src/ui/picture-html";
import type { BlockProps } from "../types";

export default function RichText({ block }: BlockProps<"rich-text">) {
  return (
    // A text's heading beside it on a wide screen, so that a page of text does not leave half of it empty.
    <BlockSection anchor={block.anchor} heading={block.heading} split>
      {/* Sanitised to an allow-list at build time (src/content/sanitize.server.ts). */}
      <Body dangerouslySetInnerHTML={{ __html: usePicturesIn(block.body) }} />
    </BlockSection>
  );
}
