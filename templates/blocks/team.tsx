import styled from "@emotion/styled";
import { BlockSection } from "../../src/ui/block-section";
import { Card, Grid } from "../../src/ui/layout";
import type { BlockProps } from "./index";

const Photo = styled.img(({ theme }) => ({ display: "block", width: theme.size.avatar, height: theme.size.avatar, borderRadius: theme.radius.pill, objectFit: "cover" }));

export default function Team({ block }: BlockProps<"team">) {
  return (
    <BlockSection anchor={block.anchor} heading={block.heading} intro={block.intro}>
      <Grid>
        {block.members.map((member) => (
          <Card key={member.name}>
            <Photo src={member.photo} alt={member.name} width="128" height="128" loading="lazy" />
            <h3>{member.name}</h3>
            <p>{member.position}</p>
          </Card>
        ))}
      </Grid>
    </BlockSection>
  );
}
