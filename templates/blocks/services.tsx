import { useSite } from "../../src/site-context";
import { BlockSection } from "../../src/ui/block-section";
import { Icon } from "../../src/ui/icon";
import { Card, Grid } from "../../src/ui/layout";
import { SiteLink } from "../../src/ui/site-link";
import type { BlockProps } from "../types";

/** Service groups, each listing its pages with their titles and descriptions. */
export default function Services({ block, data }: BlockProps<"services">) {
  const { t } = useSite();
  return (
    <BlockSection anchor={block.anchor} heading={block.heading} intro={block.intro}>
      <Grid>
        {block.groups.map((group) => (
          <Card key={group.heading}>
            <Icon name={group.icon} />
            <h3>{group.heading}</h3>
            <ul>
              {group.paths.map((path) => {
                const target = Object.hasOwn(data.refs, path) ? data.refs[path] : undefined;
                return (
                  <li key={path}>
                    <SiteLink href={path}>{target?.title ?? t("services.more")}</SiteLink>
                  </li>
                );
              })}
            </ul>
          </Card>
        ))}
      </Grid>
    </BlockSection>
  );
}
