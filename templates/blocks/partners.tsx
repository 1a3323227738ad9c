import styled, { classOf } from "../../src/ui/styled";
import { theme } from "../../src/theme";
import { latinNameLang, PartnerMark } from "../../src/ui/partner-mark";
import { Picture, pictureSizes } from "../../src/ui/picture";
import { useSite } from "../../src/site-context";
import { BalancedGrid } from "../../src/ui/balanced-grid";
import { cardSurface } from "../../src/ui/card-surface";
import { BlockSection } from "../../src/ui/block-section";
import { ButtonLink } from "../../src/ui/layout";
import { SiteLink } from "../../src/ui/site-link";
import type { BlockProps } from "../types";

/** A logo on a white tile of the same size as every other, linking to the partner's site. */
const LogoTile = styled(SiteLink)(({ theme }) => ({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  height: "100%",
  padding: theme.space.sm,
  background: theme.color.surface,
  border: `${theme.borderWidth.hairline} solid ${theme.color.border}`,
  borderRadius: theme.radius.md,
  textDecoration: "none",
  "&:hover": { borderColor: theme.color.teal, boxShadow: theme.shadow.card },
  "& img": { display: "block", width: "100%", height: "auto" },
}));

const PartnerCard = styled.li(({ theme }) => ({
  ...cardSurface(theme),
  "& img": { display: "block", width: theme.minColumn.logo, maxWidth: "100%", height: "auto" },
  "& h3": { margin: 0, color: theme.color.brandStrong },
  "& p": { margin: 0, color: theme.color.muted },
  "& [data-category]": {
    alignSelf: "flex-start",
    padding: `0 ${theme.space.sm}`,
    borderRadius: theme.radius.pill,
    background: theme.color.tealSoft,
    color: theme.color.tealStrong,
    fontSize: theme.fontSize.sm,
    fontWeight: theme.fontWeight.bold,
  },
}));

/** The block's picture, as wide as the content. */
const wide = classOf(({ theme }) => ({
  display: "block",
  width: "100%",
  height: "auto",
  marginTop: theme.space.lg,
  borderRadius: theme.radius.md,
}));
const wideSizes = pictureSizes(theme.width.content);
/** A logo is drawn at most about two of the grid's narrowest columns wide. */
const logoSizes = `calc(2 * ${theme.minColumn.logo})`;

const More = styled.p(({ theme }) => ({ margin: `${theme.space.lg} 0 0` }));

/** Partners' logos (a row that scrolls sideways on phones) or cards, a picture and a link to them all. */
export default function Partners({ block }: BlockProps<"partners">) {
  const { t } = useSite();
  return (
    <BlockSection anchor={block.anchor} heading={block.heading} intro={block.intro}>
      {block.logos && (
        <BalancedGrid
          columns={{ md: 5, lg: 6 }}
          phone="scroll"
          peek="logo"
          label={block.heading}
          hint={t("scroll.hint")}
        >
          {block.logos.map((logo) => (
            // An institution's own name, read in the language it is written in.
            <li key={logo.name} lang={latinNameLang(logo.name)}>
              <LogoTile href={logo.url}>
                <PartnerMark name={logo.name} logo={logo.logo} sizes={logoSizes} />
              </LogoTile>
            </li>
          ))}
        </BalancedGrid>
      )}
      {block.cards && (
        <BalancedGrid columns={{ md: 3, lg: 4 }}>
          {block.cards.map((card) => (
            <PartnerCard key={card.name}>
              {/* The name is the heading below: the logo adds nothing to read. */}
              {card.logo && <Picture src={card.logo} alt="" sizes={logoSizes} />}
              <h3>{card.name}</h3>
              <p data-category="">{t(`partners.${card.category}`)}</p>
              <p>{card.description}</p>
            </PartnerCard>
          ))}
        </BalancedGrid>
      )}
      {block.image && <Picture {...block.image} sizes={wideSizes} className={wide} />}
      {block.viewAll && (
        <More>
          <ButtonLink>
            <SiteLink href={block.viewAll}>{t("partners.viewAll")}</SiteLink>
          </ButtonLink>
        </More>
      )}
    </BlockSection>
  );
}
