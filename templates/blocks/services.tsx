import { useSite } from "../../src/site-context";
import { BalancedGrid } from "../../src/ui/balanced-grid";
import { BlockSection } from "../../src/ui/block-section";
import { ServiceCard, ServiceLinks } from "../../src/ui/service-card";
import type { BlockProps } from "../types";

/**
 * Service groups as cards with icons, each listing its pages by title; a compact block (the home
 * page's) is a row that scrolls sideways on phones.
 */
export default function Services({ block, data }: BlockProps<"services">) {
  const { t } = useSite();
  return (
    <BlockSection anchor={block.anchor} heading={block.heading} intro={block.intro}>
      <BalancedGrid
        columns={{ md: 2, lg: 4 }}
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
                  title: (Object.hasOwn(data.refs, path) ? data.refs[path] : undefined)?.title ?? t("services.more"),
                }))}
              />
            </ServiceCard>
          </li>
        ))}
      </BalancedGrid>
    </BlockSection>
  );
}
