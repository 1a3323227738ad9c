import type { Card as CardData } from "../generated/manifest";
import type { Localized } from "../i18n/localize";
import { Icon } from "./icon";
import styled from "./styled";
import { fromMd } from "../theme";
import { Card, Grid } from "./layout";

/** Steps are read in order across one row on a desktop. */
const Steps = styled(Grid)(({ theme }) => ({
  listStyle: "none",
  padding: 0,
  margin: 0,
  [fromMd]: { gridTemplateColumns: `repeat(auto-fit, minmax(${theme.minColumn.tile}, 1fr))` },
}));

/** Icon cards in a responsive grid; "numbered" shows each card's position, for steps. */
export function CardGrid({
  cards,
  numbered,
  stepLabel,
}: {
  cards: Localized<CardData>[];
  numbered?: boolean;
  stepLabel?: (n: number) => string;
}) {
  const Wrapper = numbered ? Steps : Grid;
  return (
    <Wrapper as={numbered ? "ol" : "div"}>
      {cards.map((card, i) => (
        <Card as={numbered ? "li" : "div"} key={card.title}>
          <Icon name={card.icon} />
          {numbered && stepLabel && <p>{stepLabel(i + 1)}</p>}
          <h3>{card.title}</h3>
          <p>{card.description}</p>
        </Card>
      ))}
    </Wrapper>
  );
}
