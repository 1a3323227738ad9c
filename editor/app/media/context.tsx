import { createContext, useContext, useMemo, type ReactNode } from "react";
import { pictureUses, type Use } from "./usage";

interface Media {
  /** Where each picture of the manifest being edited is used: worked out when the library asks. */
  uses: () => Map<string, Use[]>;
  /** The folder of public/images/ new pictures of the page being edited go to. */
  folder: string;
}

const MediaContext = createContext<Media>({ uses: () => new Map(), folder: "uploads" });
// The picture fields need only the folder: apart, they are not drawn again at every keystroke.
const FolderContext = createContext("uploads");

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
  const folder = (template && folders[template]) || "uploads";
  const value = useMemo(() => {
    let uses: Map<string, Use[]> | undefined;
    return { uses: () => (uses ??= pictureUses(manifest)), folder };
  }, [manifest, folder]);
  return (
    <FolderContext.Provider value={folder}>
      <MediaContext.Provider value={value}>{children}</MediaContext.Provider>
    </FolderContext.Provider>
  );
}

/** The picture library's view: where pictures are used, and the folder new ones go to. */
export const useMedia = () => useContext(MediaContext);
/** The folder of public/images/ a picture added from a field goes to. */
export const useFolder = () => useContext(FolderContext);
