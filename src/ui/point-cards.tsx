import { BalancedGrid } from "./balanced-grid";
import { Icon } from "./icon";
import { IconBadge } from "./icon-badge";
import styled from "./styled";
import { splitTerm } from "./terms";
import { TermDetail } from "./visually-hidden";

const Point = styled.li(({ theme }) => ({
  display: "grid",
  gridTemplateColumns: `${theme.size.badge} minmax(0, 1fr)`,
  alignItems: "center",
  gap: theme.space.md,
  background: theme.color.surface,
  border: `${theme.borderWidth.hairline} solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  padding: theme.space.md,
  "& svg": { width: theme.size.icon, height: theme.size.icon },
  "& strong": { display: "block", color: theme.color.brandStrong },
  "& p": { margin: 0 },
}));

/**
 * What a service offers, each point a card with a tick in balanced rows; a point written
 * "Name: detail" shows its name as the card's title.
 */
export function PointCards({ items }: { items: string[] }) {
  return (
    <BalancedGrid columns={{ md: 2, lg: 2 }}>
      {items.map((item) => {
        const { term, detail } = splitTerm(item);
        return (
          <Point key={item}>
            <IconBadge>
              <Icon name="check" />
            </IconBadge>
            <p>
              <TermDetail term={term} detail={detail} />
            </p>
          </Point>
        );
      })}
    </BalancedGrid>
  );
}
