import { BlockSection } from "../../src/ui/block-section";
import { CardGrid } from "../../src/ui/card-grid";
import type { BlockProps } from "../types";

export default function Benefits({ block }: BlockProps<"benefits">) {
  return (
    <BlockSection anchor={block.anchor} heading={block.heading} intro={block.intro}>
      <CardGrid cards={block.items} />
    </BlockSection>
  );
}
