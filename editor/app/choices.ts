import type { BlogCategory } from "../../src/generated/manifest";
import type { PageOption } from "./pickers/pages";

/** What the widgets choose from: the declared pages, the files in public/, the blog's categories. */
export interface Choices {
  paths: string[];
  assets: string[];
  /** The pages with their titles, to pick by title. */
  pages?: PageOption[];
  categories?: BlogCategory[];
}
