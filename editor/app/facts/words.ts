import type { Dictionary } from "../lang";

export interface FactWords {
  sharedFigure: string;
  usedEverywhere: string;
  writeMongolian: string;
  writeEnglish: string;
}

export const factWords: Dictionary<FactWords> = {
  mn: {
    sharedFigure: "сайтын нийтлэг тоо",
    usedEverywhere: "Энд өөрчилбөл энэ тоог хэрэглэсэн бүх хуудсанд өөрчлөгдөнө.",
    writeMongolian: "Монголоор бичнэ үү",
    writeEnglish: "Англиар бичнэ үү",
  },
  en: {
    sharedFigure: "a figure shared across the site",
    usedEverywhere: "Changed here, it changes on every page that uses it.",
    writeMongolian: "Write the Mongolian text",
    writeEnglish: "Write the English text",
  },
};
