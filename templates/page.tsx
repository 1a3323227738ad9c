import { useSite } from "../src/site-context";
import { PageCta } from "../src/chrome/page-cta";
import { PageIntro } from "../src/ui/page-intro";
import { BlockView } from "./blocks/index";
import type { TemplateProps } from "./types";

/**
 * A page composed of blocks, drawn top to bottom in the order the manifest lists them. A hero
 * block first carries the page's h1; otherwise the page's own title does. The page ends with an
 * invitation to book a consultation unless it says "cta": false.
 */
export default function PageTemplate({ page, data }: TemplateProps<"page">) {
  const { t } = useSite();
  return (
    <>
      {page.blocks[0].type !== "hero" && <PageIntro title={page.title} lead={page.description} />}
      {page.blocks.map((block, i) => (
        <BlockView key={i} block={block} data={data} />
      ))}
      {page.cta !== false && (
        <PageCta heading={t("cta.page.heading")} text={t("cta.page.text")} button={t("cta.book")} />
      )}
    </>
  );
}
