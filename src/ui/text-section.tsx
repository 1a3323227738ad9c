import type { Section } from "../generated/manifest";
import type { Localized } from "../i18n/localize";
import { CheckList } from "./check-list";
import { KeyValueRows } from "./key-value-rows";
import { PointCards } from "./point-cards";
import { SectionSplit } from "./section-split";
import { StepList } from "./step-list";
import { splitTerm } from "./terms";

/** The points of a section, shown as its layout says. */
function Points({ items, layout = "list" }: { items: string[]; layout?: Section["layout"] }) {
  const keyed = items.map((item) => ({ key: item, content: item }));
  if (layout === "steps") return <StepList items={keyed} />;
  if (layout === "cards") return <PointCards items={items} />;
  if (layout === "table")
    return (
      <KeyValueRows
        rows={items.map((item) => {
          const { term, detail } = splitTerm(item);
          return { key: item, term, value: detail };
        })}
      />
    );
  return <CheckList items={keyed} />;
}

/**
 * A heading with an optional paragraph and points (ticks, numbered steps, cards or rows); with
 * points, the paragraph stays beside the heading.
 */
export function TextSection({ section }: { section: Localized<Section> }) {
  const text = section.text && <p>{section.text}</p>;
  return (
    <SectionSplit heading={section.heading} aside={section.items && text}>
      {section.items ? <Points items={section.items} layout={section.layout} /> : text}
    </SectionSplit>
  );
}
