import { createContext, useContext, useMemo, type ReactNode } from "react";
import { pictureUses, type Use } from "./usage";

interface Media {
  /** Where each picture of the manifest being edited is used. */
  uses: Map<string, Use[]>;
  /** The folder of public/images/ new pictures of the page being edited go to. */
  folder: string;
}

const MediaContext = createContext<Media>({ uses: new Map(), folder: "uploads" });

// Pages of a kind keep their pictures together, in the folders the site already has.
const folders: Record<string, string> = {
  visa: "visas",
  destination: "destinations",
  course: "courses",
  article: "articles",
};

/** Gives the picture fields and the library the manifest being edited and the kind of page open. */
export function MediaProvider({
  manifest,
  template,
  children,
}: {
  manifest: unknown;
  template?: string;
  children: ReactNode;
}) {
  const uses = useMemo(() => pictureUses(manifest), [manifest]);
  const value = useMemo(() => ({ uses, folder: (template && folders[template]) || "uploads" }), [uses, template]);
  return <MediaContext.Provider value={value}>{children}</MediaContext.Provider>;
}

export const useMedia = () => useContext(MediaContext);
