/**
 * On a row that scrolls sideways on a phone (BalancedGrid's): a focus stop, for a keyboard to
 * scroll it, only where it scrolls (src/islands/chrome/scroll-rows.ts). It imports nothing, so the
 * page's script bundles no more than this.
 */
export const scrollRowAttribute = "data-scroll-row";
