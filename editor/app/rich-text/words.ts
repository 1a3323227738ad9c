import type { Dictionary } from "../lang";

interface Words {
  toolbar: string;
  /** What an empty text asks for, by the language it is written in. */
  writeHere: { mn: string; en: string };
  /** The text box's name, by the language its text is written in. */
  textIn: { mn: string; en: string };
  paragraph: string;
  heading2: string;
  heading3: string;
  heading4: string;
  bold: string;
  italic: string;
  bulletList: string;
  orderedList: string;
  quote: string;
  link: string;
  unlink: string;
  table: string;
  addRow: string;
  addColumn: string;
  deleteRow: string;
  deleteColumn: string;
  deleteTable: string;
  picture: string;
  pictureAlt: string;
  pictureAltHelp: string;
  pictureAltMissing: string;
  deletePicture: string;
  linkDialog: string;
  linkToPage: string;
  linkToAddress: string;
  searchPages: string;
  noPageMatches: string;
  address: string;
  addressHelp: string;
  addressInvalid: string;
  linkText: string;
  insert: string;
  cancel: string;
  linkedTo: string;
  /** The keys of a shortcut, written as this language writes them ("Ctrl+B"). */
  shortcut: (keys: string) => string;
}

export const words: Dictionary<Words> = {
  mn: {
    toolbar: "Текстийн хэлбэржүүлэлт",
    writeHere: { mn: "Монголоор бичнэ үү", en: "Англиар бичнэ үү" },
    textIn: { mn: "Монгол хэлээрх текст", en: "Англи хэлээрх текст" },
    paragraph: "Энгийн текст",
    heading2: "Гарчиг",
    heading3: "Дэд гарчиг",
    heading4: "Жижиг гарчиг",
    bold: "Тод",
    italic: "Налуу",
    bulletList: "Цэгтэй жагсаалт",
    orderedList: "Дугаартай жагсаалт",
    quote: "Ишлэл",
    link: "Холбоос",
    unlink: "Холбоосыг арилгах",
    table: "Хүснэгт оруулах",
    addRow: "Мөр нэмэх",
    addColumn: "Багана нэмэх",
    deleteRow: "Мөрийг устгах",
    deleteColumn: "Баганыг устгах",
    deleteTable: "Хүснэгтийг устгах",
    picture: "Зураг оруулах",
    pictureAlt: "Зурагт юу харагдаж байгаа вэ",
    pictureAltHelp: "Зургийг харж чадахгүй уншигчид энэ тайлбарыг сонсоно.",
    pictureAltMissing: "Зурагт тайлбар бичнэ үү.",
    deletePicture: "Зургийг устгах",
    linkDialog: "Холбоос оруулах",
    linkToPage: "Сайтын хуудас",
    linkToAddress: "Вэб хаяг",
    searchPages: "Хуудсыг гарчгаар нь хайх",
    noPageMatches: "Тохирох хуудас алга.",
    address: "Хаяг",
    addressHelp: "https:// гэж эхэлсэн вэб хаяг, mailto: гэж эхэлсэн имэйл хаяг эсвэл tel: гэж эхэлсэн утасны дугаар.",
    addressInvalid: "Хаяг https://, mailto: эсвэл tel: гэж эхлэх ёстой.",
    linkText: "Холбоосын текст",
    insert: "Оруулах",
    cancel: "Болих",
    linkedTo: "Холбоос:",
    shortcut: (keys) => `Товчлол: ${keys}`,
  },
  en: {
    toolbar: "Text formatting",
    writeHere: { mn: "Write the Mongolian text", en: "Write the English text" },
    textIn: { mn: "Text in Mongolian", en: "Text in English" },
    paragraph: "Paragraph",
    heading2: "Heading",
    heading3: "Subheading",
    heading4: "Minor heading",
    bold: "Bold",
    italic: "Italic",
    bulletList: "Bulleted list",
    orderedList: "Numbered list",
    quote: "Quote",
    link: "Link",
    unlink: "Remove link",
    table: "Insert table",
    addRow: "Add row",
    addColumn: "Add column",
    deleteRow: "Delete row",
    deleteColumn: "Delete column",
    deleteTable: "Delete table",
    picture: "Insert picture",
    pictureAlt: "What the picture shows",
    pictureAltHelp: "Readers who cannot see the picture hear this description.",
    pictureAltMissing: "Describe the picture.",
    deletePicture: "Delete picture",
    linkDialog: "Insert link",
    linkToPage: "A page of this site",
    linkToAddress: "Web address",
    searchPages: "Search pages by title",
    noPageMatches: "No page matches.",
    address: "Address",
    addressHelp: "A web address starting with https://, an email address as mailto:, or a phone number as tel:.",
    addressInvalid: "The address must start with https://, mailto: or tel:.",
    linkText: "Link text",
    insert: "Insert",
    cancel: "Cancel",
    linkedTo: "Links to:",
    shortcut: (keys) => `Shortcut: ${keys}`,
  },
};
