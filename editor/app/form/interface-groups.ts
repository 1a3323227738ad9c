import type { Dictionary } from "../lang";

/**
 * Where on the site the interface words of each group appear, by the first part of their key
 * ("finder.submit": the visa finder); a key of a part not named here is among the others.
 */
export const interfaceGroups = {
  mn: {
    header: "Толгой хэсэг",
    nav: "Цэс",
    lang: "Хэл солих товч",
    footer: "Хөл хэсэг",
    dialog: "Зөвлөгөөний цонх",
    cta: "Хуудасны төгсгөлийн урилга",
    related: "Холбоотой хуудсууд",
    kind: "Хуудасны төрлийн нэр",
    finder: "Визийн зөвлөх",
    visa: "Визийн хуудас",
    checklist: "Бичиг баримтын жагсаалт",
    destination: "Суралцах улсын хуудас",
    course: "Хөтөлбөрийн хуудас",
    testPrep: "Шалгалтын бэлтгэлийн хуудас",
    services: "Үйлчилгээ",
    process: "Үйл явцын алхам",
    about: "Бидний тухай",
    partners: "Түншүүд",
    stories: "Үйлчлүүлэгчдийн түүх",
    blog: "Блог",
    article: "Нийтлэл",
    notFound: "Олдоогүй хуудас (404)",
    moved: "Шилжсэн хуудас",
    error: "Алдааны хуудас",
    scroll: "Хажуу тийш гүйлгэх хүснэгт",
    other: "Бусад",
  },
  en: {
    header: "Header",
    nav: "Menus",
    lang: "Language switch",
    footer: "Footer",
    dialog: "Consultation dialog",
    cta: "Invitation at the end of a page",
    related: "Related pages",
    kind: "Names of the kinds of page",
    finder: "Visa finder",
    visa: "Visa pages",
    checklist: "Document checklists",
    destination: "Study destination pages",
    course: "Course pages",
    testPrep: "Test preparation pages",
    services: "Services",
    process: "Steps of a process",
    about: "About us",
    partners: "Partners",
    stories: "Customer stories",
    blog: "Blog",
    article: "Articles",
    notFound: "Page not found (404)",
    moved: "Moved pages",
    error: "Error page",
    scroll: "Tables that scroll sideways",
    other: "Other words",
  },
} satisfies Dictionary<Record<string, string>>;

/** Keys of no group of their own that belong to one. */
const belongsTo: Record<string, string> = { skipToContent: "header" };

/** The group a key is in: the first part of its key, when that part names a group. */
export function groupOf(key: string): keyof (typeof interfaceGroups)["en"] {
  const part = Object.hasOwn(belongsTo, key) ? belongsTo[key] : key.split(".")[0];
  return Object.hasOwn(interfaceGroups.en, part) ? (part as keyof (typeof interfaceGroups)["en"]) : "other";
}
