import type { Section } from "../generated/manifest";
import type { Localized } from "../i18n/localize";
import { SectionHeading } from "./layout";

/** A heading with an optional paragraph and bullet list. */
export function TextSection({ section }: { section: Localized<Section> }) {
  return (
    <>
      <SectionHeading>{section.heading}</SectionHeading>
      {section.text && <p>{section.text}</p>}
      {section.items && (
        <ul>
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </>
  );
}
