import type { Dictionary } from "../lang";

interface Words {
  datePlaceholder: string;
  calendar: string;
  notADate: string;
  chooseIcon: string;
  icons: string;
  noIcon: string;
  noCategory: string;
  unknownCategory: (id: string) => string;
  pagePlaceholder: string;
  linkPlaceholder: string;
  noPage: string;
}

/** The pickers' captions: dates, icons, blog categories, pages. */
export const pickerWords = {
  mn: {
    datePlaceholder: "ОООО-СС-ӨӨ",
    calendar: "Хуанлигаас сонгох",
    notADate: "Огноог ОООО-СС-ӨӨ хэлбэрээр бичнэ үү, жишээ нь 2026-11-25.",
    chooseIcon: "Дүрс тэмдэг сонгох",
    icons: "Дүрс тэмдгүүд",
    noIcon: "Сонгоогүй",
    noCategory: "Ангилал сонгоно уу",
    unknownCategory: (id) => `Тодорхойгүй ангилал: ${id}`,
    pagePlaceholder: "Хуудсын гарчиг эсвэл хаягаар хайх",
    linkPlaceholder: "Хуудсын гарчгаар хайх, эсвэл https://… хаяг бичих",
    noPage: "Ийм хуудас алга",
  },
  en: {
    datePlaceholder: "YYYY-MM-DD",
    calendar: "Pick from a calendar",
    notADate: "Write the date as YYYY-MM-DD, for example 2026-11-25.",
    chooseIcon: "Choose an icon",
    icons: "Icons",
    noIcon: "None chosen",
    noCategory: "Choose a category",
    unknownCategory: (id) => `Unknown category: ${id}`,
    pagePlaceholder: "Search by the page's title or address",
    linkPlaceholder: "Search by a page's title, or write a web address (https://…)",
    noPage: "No such page",
  },
} satisfies Dictionary<Words>;
