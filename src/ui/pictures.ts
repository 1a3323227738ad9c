import { createContext, useContext } from "react";

/** One picture of public/images/ as a page shows it: its size, and for a photo the files made from it. */
export interface PictureFiles {
  /** The picture's own size in pixels, upright: the <img>'s width and height, so that nothing moves as it loads. */
  width: number;
  height: number;
  /** The <img>'s src: the largest file in the fallback format (JPEG, or PNG for a picture with transparency), or the SVG itself. */
  src: string;
  /** The fallback format's files at each width ("… 320w, … 640w"); none for an SVG. */
  srcset?: string;
  /** The modern formats' files, best first, as <source>s of a <picture>. */
  sources?: { type: string; srcset: string }[];
}

/** The pictures of public/images/ by their path from the site's root ("/images/team/nomin.jpg"). */
export type PictureTable = Record<string, PictureFiles>;

/** The table of the site being drawn; empty where none was made (a component's test, the editor's preview). */
export const PicturesContext = createContext<PictureTable>({});

/** The files of the picture at `src`, if the build made any. */
export const usePicture = (src: string): PictureFiles | undefined => {
  const table = useContext(PicturesContext);
  return Object.hasOwn(table, src) ? table[src] : undefined;
};
