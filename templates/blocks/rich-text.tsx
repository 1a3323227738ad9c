import styled from "../../src/ui/styled";
import { BlockSection } from "../../src/ui/block-section";
import type { BlockProps } from "../types";

const Prose = styled.div(({ theme }) => ({ maxWidth: theme.width.text }));

export default function RichText({ block }: BlockProps<"rich-text">) {
  return (
    <BlockSection anchor={block.anchor} heading={block.heading}>
      {/* Sanitised to an allow-list at build time (src/content/sanitize.server.ts). */}
      <Prose dangerouslySetInnerHTML={{ __html: block.body }} />
    </BlockSection>
  );
}
