import type { Dictionary } from "../lang";

/** The forms' own captions: what the schema's x-label and x-help do not say. */
export const formWords = {
  mn: {
    mn: "Монгол",
    en: "Англи",
    required: "заавал бөглөх",
    requiredNote: "* — заавал бөглөх талбар; бусад нь сонголтоор.",
    contents: "Агуулга",
    main: "Үндсэн мэдээлэл",
    add: (what: string) => `${what} нэмэх`,
    addAny: "Нэмэх",
    item: (what: string, n: number) => `${what} ${n}`,
    search: "Хайх",
    searchHint: "Түлхүүр эсвэл үгээр хайх",
    onSite: "Сайт дээр:",
    key: "Түлхүүр",
    noMatch: "Хайлтад тохирох үг алга.",
    interfaceIntro:
      "Сайтын цэс, товч, мэдэгдлийн богино үгс. Түлхүүр нь загварууд үгийг олох нэр тул өөрчлөгдөхгүй; үгсийг хоёр хэлээр засна.",
    shown: (n: number, total: number) => `${total}-аас ${n} үг харагдаж байна`,
    hasProblems: "Энэ хэсэгт асуудал байна",
    sectionKind: "Хэсгийн төрөл",
    kindDropsTexts: (kind: string) =>
      `Хэсгийн төрлийг «${kind}» болгож солибол энэ хэсэгт бичсэн бүх бичвэр устана (Ctrl+Z дарж буцааж болно). Солих уу?`,
    changeKind: "Төрлийг солих",
  },
  en: {
    mn: "Mongolian",
    en: "English",
    required: "required",
    requiredNote: "* — required field; the others are optional.",
    contents: "Contents",
    main: "Main details",
    add: (what: string) => `Add ${what.charAt(0).toLowerCase()}${what.slice(1)}`,
    addAny: "Add",
    item: (what: string, n: number) => `${what} ${n}`,
    search: "Search",
    searchHint: "Search by key or words",
    onSite: "On the site:",
    key: "Key",
    noMatch: "No words match the search.",
    interfaceIntro:
      "The short words of the site's menus, buttons and messages. A key is the name the templates look the words up by, so it stays as it is; the words are edited in both languages.",
    shown: (n: number, total: number) => `${n} of ${total} words shown`,
    hasProblems: "This section has problems",
    sectionKind: "Kind of section",
    kindDropsTexts: (kind: string) =>
      `Making this section «${kind}» removes every text written in it (Ctrl+Z brings them back). Change it?`,
    changeKind: "Change the kind",
  },
} satisfies Dictionary<Record<string, string | ((...args: never[]) => string)>>;

export type FormWords = (typeof formWords)["mn"];
