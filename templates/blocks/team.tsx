import styled from "../../src/ui/styled";
import { BlockSection } from "../../src/ui/block-section";
import { Card, Grid } from "../../src/ui/layout";
import { fromMd } from "../../src/theme";
import type { BlockProps } from "../types";

const Photo = styled.img(({ theme }) => ({
  display: "block",
  width: theme.size.avatar,
  height: theme.size.avatar,
  margin: "0 auto",
  borderRadius: theme.radius.pill,
  objectFit: "cover",
}));

/** Five people fit one row on a desktop. */
const People = styled(Grid)(({ theme }) => ({
  [fromMd]: { gridTemplateColumns: `repeat(auto-fit, minmax(${theme.minColumn.tile}, 1fr))` },
}));

const Person = styled(Card)({ textAlign: "center" });

export default function Team({ block }: BlockProps<"team">) {
  return (
    <BlockSection anchor={block.anchor} heading={block.heading} intro={block.intro}>
      <People>
        {block.members.map((member) => (
          <Person key={member.name}>
            <Photo src={member.photo} alt={member.name} width="128" height="128" loading="lazy" />
            <h3>{member.name}</h3>
            <p>{member.position}</p>
          </Person>
        ))}
      </People>
    </BlockSection>
  );
}
