import type { Block, Route } from "../src/generated/manifest";
import type { Localized } from "../src/i18n/localize";
import type { LocalizedPage, PageData } from "../src/manifest/page-data";

/** What a page names in "template". */
export type TemplateName = Route["template"];

/** What the template of a page receives: its page, in the language drawn, and the page's data. */
export type TemplateProps<T extends TemplateName> = { page: LocalizedPage<T>; data: PageData };

/** What a block names in "type". */
export type BlockType = Block["type"];

/** What the component of a block receives: its block, in the language drawn, and the page's data. */
export type BlockProps<T extends BlockType> = { block: Localized<Extract<Block, { type: T }>>; data: PageData };
