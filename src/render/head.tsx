import type { ReactNode } from "react";
import type { MetaDescriptor } from "react-router";
import { scriptJson } from "../ui/island";

/** One descriptor of src/seo/head.ts as the element it stands for. */
function tagOf(descriptor: MetaDescriptor, key: number): ReactNode {
  if ("title" in descriptor) return <title key={key}>{String(descriptor.title)}</title>;
  if ("script:ld+json" in descriptor)
    return (
      <script
        key={key}
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: scriptJson(descriptor["script:ld+json"]) }}
      />
    );
  if ("tagName" in descriptor) {
    const { tagName, ...attributes } = descriptor;
    if (tagName === "link") return <link key={key} {...(attributes as object)} />;
    return <meta key={key} {...(attributes as object)} />;
  }
  return <meta key={key} {...(descriptor as object)} />;
}

/** A page's title, description, canonical and alternate links, sharing cards and structured data. */
export function HeadTags({ tags }: { tags: MetaDescriptor[] }) {
  return tags.map(tagOf);
}
