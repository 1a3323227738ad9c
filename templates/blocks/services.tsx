import { useSite } from "../../src/site-context";
import { BalancedGrid } from "../../src/ui/balanced-grid";
import { BlockSection } from "../../src/ui/block-section";
import { ServiceHub } from "../../src/ui/service-hub";
import { ServiceCard, ServiceLinks } from "../../src/ui/service-card";
import type { BlockProps } from "../types";

/**
 * Service groups as cards with icons, each listing its pages by title; a compact block (the home
 * page's) is a row that scrolls sideways on phones. A block that is not compact (the services
 * page's) gives each page a card of its own.
 */
export default function Services({ block, data }: BlockProps<"services">) {
  const { t } = useSite();
  const pageOf = (path: string) => (Object.hasOwn(data.refs, path) ? data.refs[path] : undefined);
  // The services page: every service a card of its own, with its icon and description.
  if (!block.compact)
    return (
      <BlockSection anchor={block.anchor} heading={block.heading} intro={block.intro}>
        <ServiceHub
          groups={block.groups.map((g) => ({
            heading: g.heading,
            icon: g.icon,
            pages: g.paths.flatMap((path) => pageOf(path) ?? []),
          }))}
        />
      </BlockSection>
    );
  return (
    <BlockSection anchor={block.anchor} heading={block.heading} intro={block.intro}>
      <BalancedGrid
        columns={{ md: 2, lg: 2, xl: 4 }}
        phone={block.compact ? "scroll" : "grid"}
        label={block.heading}
        hint={t("scroll.hint")}
      >
        {block.groups.map((group) => (
          <li key={group.heading}>
            <ServiceCard icon={group.icon} title={group.heading}>
              <ServiceLinks
                links={group.paths.map((path) => ({
                  href: path,
                  title: pageOf(path)?.title ?? t("services.more"),
                }))}
              />
            </ServiceCard>
          </li>
        ))}
      </BalancedGrid>
    </BlockSection>
  );
}
