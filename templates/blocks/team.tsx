import styled, { classOf } from "../../src/ui/styled";
import { Monogram } from "../../src/ui/monogram";
import { PersonName } from "../../src/ui/person-name";
import { Picture } from "../../src/ui/picture";
import { BalancedGrid } from "../../src/ui/balanced-grid";
import { BlockSection } from "../../src/ui/block-section";
import { belowMd, fromMd, theme } from "../../src/theme";
import type { BlockProps } from "../types";

const photo = classOf(({ theme }) => ({
  display: "block",
  width: "100%",
  maxWidth: theme.size.avatar,
  height: "auto",
  aspectRatio: "1",
  borderRadius: theme.radius.pill,
  objectFit: "cover",
}));
/** A photo is drawn at most the avatar's size, whatever the window. */
const photoSizes = theme.size.avatar;

const Person = styled.li(({ theme }) => ({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: theme.space.sm,
  height: "100%",
  textAlign: "center",
  background: theme.color.surface,
  border: `${theme.borderWidth.hairline} solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  boxShadow: theme.shadow.card,
  padding: theme.space.md,
  [fromMd]: { padding: theme.space.lg },
  // The photo, or what stands in for it: as large as the avatar, smaller in a phone's narrow column.
  "& > :first-child": { width: "100%", maxWidth: theme.size.avatar, height: "auto", aspectRatio: "1" },
  "& h3": { margin: `${theme.space.xs} 0 0`, color: theme.color.brandStrong },
  "& p": { margin: 0, color: theme.color.tealStrong, fontSize: theme.fontSize.sm, fontWeight: theme.fontWeight.bold },
  // On a phone, one person a row: the photo beside the name, which then has the row's width for
  // itself rather than half a phone's ("Э. Мөнх-Эрдэнэ" on one line).
  [belowMd]: {
    flexDirection: "row",
    textAlign: "start",
    gap: theme.space.md,
    "& > :first-child": {
      flex: "none",
      width: theme.size.portrait,
      height: theme.size.portrait,
      fontSize: theme.fontSize.xl,
    },
    "& h3": { marginTop: 0 },
  },
}));

/** The team, a row of five on a desktop, three a row on a tablet, one a row on a phone. */
export default function Team({ block }: BlockProps<"team">) {
  return (
    <BlockSection anchor={block.anchor} heading={block.heading} intro={block.intro}>
      <BalancedGrid columns={{ md: 3, lg: 3, xl: 5 }} phone="list">
        {block.members.map((member, i) => (
          <Person key={member.name}>
            {member.photo ? (
              <Picture {...member.photo} sizes={photoSizes} className={photo} />
            ) : (
              <Monogram name={member.name} index={i} />
            )}
            <div>
              <h3>
                <PersonName name={member.name} />
              </h3>
              <p>{member.position}</p>
            </div>
          </Person>
        ))}
      </BalancedGrid>
    </BlockSection>
  );
}
