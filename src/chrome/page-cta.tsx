import { colourBand } from "../ui/card-surface";
import type { ReactNode } from "react";
import { ConsultationButton } from "./consultation";
import type { RouteSummary } from "../manifest/page-data";
import { useSite } from "../site-context";
import { fromLg, fromMd } from "../theme";
import { BalancedGrid } from "../ui/balanced-grid";
import { Container, Section, SectionHeading } from "../ui/layout";
import { LinkCard } from "../ui/link-card";
import styled from "../ui/styled";

const Panel = styled.div(({ theme }) => ({
  display: "grid",
  gap: theme.space.lg,
  alignItems: "center",
  background: theme.color.brand,
  color: theme.color.onBrand,
  borderRadius: theme.radius.md,
  ...colourBand(theme, theme.color.accent),
  boxShadow: theme.shadow.card,
  padding: theme.space.lg,
  [fromMd]: { padding: theme.space.xl },
  [fromLg]: { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)" },
  "& h2": { margin: `0 0 ${theme.space.sm}`, color: theme.color.onBrand },
  "& p": { margin: 0, maxWidth: theme.width.measure, opacity: theme.opacity.soft },
}));

const Actions = styled.div(({ theme }) => ({
  display: "flex",
  flexWrap: "wrap",
  gap: theme.space.md,
  // Beside the text, two buttons fill their column: one under the other, they are of one width.
  [fromLg]: {
    justifyContent: "flex-end",
    "& > :not(:only-child)": { flex: "1 1 auto", justifyContent: "center" },
    // A link styled as a button is wrapped (ButtonLink): the link fills its wrapper.
    "& > :not(:only-child) > a": { width: "100%", justifyContent: "center" },
  },
}));

const Related = styled.nav(({ theme }) => ({ marginTop: theme.space.xl }));

const ctaId = "page-cta";
const relatedId = "related-pages";

/**
 * The end of every page: an invitation to book a free consultation (the button opens the
 * consultation dialog), with any other actions of the page, then cards linking to related pages.
 */
export function PageCta({
  heading,
  text,
  button,
  actions,
  related = [],
}: {
  heading: string;
  text: string;
  /** The consultation button's caption; the header's by default. */
  button?: string;
  /** Further buttons beside it, on the panel's dark background (outline buttons turn light there). */
  actions?: ReactNode;
  related?: RouteSummary[];
}) {
  const { t } = useSite();
  return (
    <Section aria-labelledby={ctaId} data-page-cta="">
      <Container>
        <Panel data-surface="dark">
          <div>
            <h2 id={ctaId}>{heading}</h2>
            <p>{text}</p>
          </div>
          <Actions>
            <ConsultationButton label={button} />
            {actions}
          </Actions>
        </Panel>
        {related.length > 0 && (
          <Related aria-labelledby={relatedId}>
            <SectionHeading id={relatedId}>{t("related.heading")}</SectionHeading>
            <BalancedGrid
              columns={{ md: 2, lg: related.length }}
              phone="scroll"
              label={t("related.heading")}
              hint={t("scroll.hint")}
            >
              {related.map((page) => (
                <LinkCard key={page.path} page={page} kind />
              ))}
            </BalancedGrid>
          </Related>
        )}
      </Container>
    </Section>
  );
}
