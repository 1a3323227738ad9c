import type { Dictionary } from "../lang";

interface Words {
  navigation: string;
  intro: string;
  headerLinks: string;
  footer: string;
  legal: string;
  menu: string;
  column: string;
  links: (count: number) => string;
  columns: (count: number) => string;
  expand: (name: string) => string;
  untitled: string;
  otherLanguage: string;
  label: string;
  labelMn: string;
  labelEn: string;
  heading: string;
  headingMn: string;
  headingEn: string;
  menuLabelMn: string;
  menuLabelEn: string;
  labelHelp: string;
  target: string;
  targetHelp: string;
  edit: (name: string) => string;
  done: string;
  moveUp: (name: string) => string;
  moveDown: (name: string) => string;
  moveLeft: (name: string) => string;
  moveRight: (name: string) => string;
  remove: (name: string) => string;
  drag: (name: string) => string;
  addLink: string;
  addLinkTo: (name: string) => string;
  addColumn: string;
  addMenu: string;
  cancel: string;
  confirmRemove: (name: string, links: number) => string;
  moved: (name: string, position: number, count: number, list: string) => string;
  removed: (name: string) => string;
  added: (name: string, list: string) => string;
  keyboardHint: string;
}

/** The Navigation screen's captions. */
export const navigationWords = {
  mn: {
    navigation: "Цэс",
    intro:
      "Сайтын дээд цэс ба хөлийн холбоосууд, зочдод харагдах нэрээрээ. Холбоосыг чирж, эсвэл сумтай товчоор (Alt + сум) байрыг нь солино.",
    headerLinks: "Толгой хэсгийн холбоосууд",
    footer: "Хөлийн холбоосууд",
    legal: "Доод жижиг холбоосууд",
    menu: "Унждаг цэс",
    column: "Багана",
    links: (count) => `${count} холбоос`,
    columns: (count) => `${count} багана`,
    expand: (name) => `${name}: дэлгэх эсвэл хураах`,
    untitled: "(нэргүй)",
    otherLanguage: "Англиар",
    label: "Холбоосын нэр",
    labelMn: "Монгол нэр",
    labelEn: "Англи нэр",
    heading: "Баганын гарчиг",
    headingMn: "Баганын гарчиг (монгол)",
    headingEn: "Баганын гарчиг (англи)",
    menuLabelMn: "Цэсний нэр (монгол)",
    menuLabelEn: "Цэсний нэр (англи)",
    labelHelp: "Хоёуланг нь хоосон орхивол хуудасны гарчиг харагдана.",
    target: "Хаашаа хөтлөх",
    targetHelp: "Хуудсыг гарчиг эсвэл хаягаар нь хайж сонгоно уу.",
    edit: (name) => `Засах: ${name}`,
    done: "Болсон",
    moveUp: (name) => `Дээш зөөх: ${name}`,
    moveDown: (name) => `Доош зөөх: ${name}`,
    moveLeft: (name) => `Баганыг зүүн тийш зөөх: ${name}`,
    moveRight: (name) => `Баганыг баруун тийш зөөх: ${name}`,
    remove: (name) => `Хасах: ${name}`,
    drag: (name) => `Чирж зөөх: ${name}`,
    addLink: "Холбоос нэмэх",
    addLinkTo: (name) => `Нэмэх хуудас (${name})`,
    addColumn: "Багана нэмэх",
    addMenu: "Унждаг цэс нэмэх",
    cancel: "Болих",
    confirmRemove: (name, links) =>
      `«${name}» болон доторх ${links} холбоосыг хасах уу? «Буцаах» товчоор сэргээж болно.`,
    moved: (name, position, count, list) => `«${name}» зөөгдлөө: «${list}», ${position}-р байр (нийт ${count}).`,
    removed: (name) => `«${name}» хасагдлаа.`,
    added: (name, list) => `«${name}» нэмэгдлээ: «${list}».`,
    keyboardHint: "Alt + дээш/доош сум: байр солих",
  },
  en: {
    navigation: "Navigation",
    intro:
      "The site's top menu and footer links, named as visitors see them. Drag a link to move it, or use its arrow buttons (Alt + arrow keys).",
    headerLinks: "Header links",
    footer: "Footer links",
    legal: "Small links at the very bottom",
    menu: "Drop-down menu",
    column: "Column",
    links: (count) => `${count} ${count === 1 ? "link" : "links"}`,
    columns: (count) => `${count} ${count === 1 ? "column" : "columns"}`,
    expand: (name) => `${name}: expand or collapse`,
    untitled: "(untitled)",
    otherLanguage: "Mongolian",
    label: "Link text",
    labelMn: "Mongolian text",
    labelEn: "English text",
    heading: "Column heading",
    headingMn: "Column heading (Mongolian)",
    headingEn: "Column heading (English)",
    menuLabelMn: "Menu name (Mongolian)",
    menuLabelEn: "Menu name (English)",
    labelHelp: "Leave both empty to show the page's title.",
    target: "Goes to",
    targetHelp: "Search for the page by its title or address.",
    edit: (name) => `Edit “${name}”`,
    done: "Done",
    moveUp: (name) => `Move “${name}” up`,
    moveDown: (name) => `Move “${name}” down`,
    moveLeft: (name) => `Move the column “${name}” left`,
    moveRight: (name) => `Move the column “${name}” right`,
    remove: (name) => `Remove “${name}”`,
    drag: (name) => `Drag “${name}” to move it`,
    addLink: "Add a link",
    addLinkTo: (name) => `Page to add to “${name}”`,
    addColumn: "Add a column",
    addMenu: "Add a drop-down menu",
    cancel: "Cancel",
    confirmRemove: (name, links) =>
      `Remove “${name}” with its ${links} ${links === 1 ? "link" : "links"}? Undo brings it back.`,
    moved: (name, position, count, list) => `“${name}” is now ${position} of ${count} in “${list}”.`,
    removed: (name) => `“${name}” removed.`,
    added: (name, list) => `“${name}” added to “${list}”.`,
    keyboardHint: "Alt + up/down arrow: move",
  },
} satisfies Dictionary<Words>;
