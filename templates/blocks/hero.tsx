import styled from "../../src/ui/styled";
import { fromMd } from "../../src/theme";
import { ButtonLink, Container } from "../../src/ui/layout";
import { SiteLink } from "../../src/ui/site-link";
import { StatTiles } from "../../src/ui/stat-tiles";
import type { BlockProps } from "../types";

const Banner = styled.section(({ theme }) => ({
  background: `linear-gradient(135deg, ${theme.color.brandStrong}, ${theme.color.brand} 60%, ${theme.color.teal})`,
  color: theme.color.onBrand,
  padding: `${theme.space.xl} 0`,
  [fromMd]: { padding: `${theme.space.xxl} 0` },
  "& h1": { margin: 0, maxWidth: theme.width.text },
  "& > div > p": {
    fontSize: theme.fontSize.md,
    maxWidth: theme.width.text,
    opacity: theme.opacity.soft,
    [fromMd]: { fontSize: theme.fontSize.lg },
  },
}));

const Actions = styled.div(({ theme }) => ({
  display: "flex",
  flexWrap: "wrap",
  gap: theme.space.md,
  margin: `${theme.space.lg} 0`,
}));

/** The opening section; its heading is the page's h1. */
export default function Hero({ block }: BlockProps<"hero">) {
  return (
    <Banner id={block.anchor} data-surface="dark">
      <Container>
        <h1>{block.heading}</h1>
        <p>{block.text}</p>
        <Actions>
          {block.actions.map((action, i) => (
            <ButtonLink key={action.href} variant={i === 0 ? "primary" : "secondary"}>
              <SiteLink href={action.href}>{action.label}</SiteLink>
            </ButtonLink>
          ))}
        </Actions>
        {block.stats && <StatTiles stats={block.stats} />}
      </Container>
    </Banner>
  );
}
