import { useSite } from "../../src/site-context";
import { BlockSection } from "../../src/ui/block-section";
import { CardGrid } from "../../src/ui/card-grid";
import type { BlockProps } from "../types";

/** The steps in order: one row on a desktop, a compact numbered list on phones. */
export default function Process({ block }: BlockProps<"process">) {
  const { t } = useSite();
  return (
    <BlockSection anchor={block.anchor} heading={block.heading} intro={block.intro}>
      <CardGrid
        cards={block.steps}
        numbered
        stepLabel={(n) => t("process.step", { n })}
        columns={{ md: 3, lg: 3, xl: 5 }}
      />
    </BlockSection>
  );
}
