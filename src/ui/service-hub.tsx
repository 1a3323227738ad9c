import type { Icon as IconName } from "../generated/manifest";
import type { RouteSummary } from "../manifest/page-data";
import { BalancedGrid } from "./balanced-grid";
import { Icon } from "./icon";
import { IconBadge } from "./icon-badge";
import { LinkCard } from "./link-card";
import styled from "./styled";

const Group = styled.div(({ theme }) => ({
  "& + &": { marginTop: theme.space.xl },
  "& > h3": {
    display: "flex",
    alignItems: "center",
    gap: theme.space.md,
    margin: `0 0 ${theme.space.md}`,
    color: theme.color.brandStrong,
  },
  "& > h3 svg": { width: theme.size.icon, height: theme.size.icon },
}));

/**
 * Every service by group, as on the services page: each group's icon and name, then a card for
 * each of its pages with the page's own icon, title and description.
 */
export function ServiceHub({ groups }: { groups: { heading: string; icon: IconName; pages: RouteSummary[] }[] }) {
  return (
    <>
      {groups.map((group) => (
        <Group key={group.heading}>
          <h3>
            <IconBadge>
              <Icon name={group.icon} />
            </IconBadge>
            {group.heading}
          </h3>
          <BalancedGrid columns={{ md: 2, lg: 3 }}>
            {group.pages.map((page) => (
              <LinkCard key={page.path} page={page} heading="h4" />
            ))}
          </BalancedGrid>
        </Group>
      ))}
    </>
  );
}
