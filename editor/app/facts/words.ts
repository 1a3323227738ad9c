import type { Dictionary } from "../lang";

export interface FactWords {
  sharedFigure: string;
  /** Which language's value of a figure a box changes: "in Mongolian". */
  inLanguage: Record<"mn" | "en", string>;
  /** Said under a figure whose value in the other language has other numbers. */
  otherDiffers: (other: "mn" | "en", value: string) => string;
  usedEverywhere: string;
  /** The button that mends a figure's mistyped name or its brace left open. */
  repair: (name: string) => string;
  writeMongolian: string;
  writeEnglish: string;
}

export const factWords: Dictionary<FactWords> = {
  mn: {
    sharedFigure: "сайтын нийтлэг тоо",
    inLanguage: { mn: "монголоор", en: "англиар" },
    otherDiffers: (other, value) =>
      `${other === "mn" ? "Монгол" : "Англи"} хувилбарт өөр тоо байна: ${value}. Хоёуланг нь адил болгоно уу.`,
    usedEverywhere: "Энд өөрчилбөл энэ тоог хэрэглэсэн бүх хуудсанд өөрчлөгдөнө.",
    repair: (name) => `«{${name}}» болгож засах`,
    writeMongolian: "Монголоор бичнэ үү",
    writeEnglish: "Англиар бичнэ үү",
  },
  en: {
    sharedFigure: "a figure shared across the site",
    inLanguage: { mn: "in Mongolian", en: "in English" },
    otherDiffers: (other, value) =>
      `The ${other === "mn" ? "Mongolian" : "English"} value has other numbers: ${value}. Make them match.`,
    usedEverywhere: "Changed here, it changes on every page that uses it.",
    repair: (name) => `Correct it to "{${name}}"`,
    writeMongolian: "Write the Mongolian text",
    writeEnglish: "Write the English text",
  },
};
