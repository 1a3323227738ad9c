import { useSite } from "../../src/site-context";
import { BlockSection } from "../../src/ui/block-section";
import { CardGrid } from "../../src/ui/card-grid";
import type { BlockProps } from "../types";

/** Reasons to choose the company: cards in balanced rows, a row that scrolls sideways on phones. */
export default function Benefits({ block }: BlockProps<"benefits">) {
  const { t } = useSite();
  return (
    <BlockSection anchor={block.anchor} heading={block.heading} intro={block.intro}>
      <CardGrid cards={block.items} phone="scroll" label={block.heading} hint={t("scroll.hint")} />
    </BlockSection>
  );
}
