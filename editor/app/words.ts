import type { FieldName } from "../../src/validate/field-labels";
import type { Dictionary, UiLang } from "./lang";

/** The editor's own captions (the site's words live in the manifest): Mongolian first, then English. */
export interface Words {
  /** The languages by their own names, as the switch offers them whatever the interface language. */
  languageNames: Record<UiLang, string>;
  interfaceLanguage: string;
  /** The languages of the site's pages, as the preview's switch names them. */
  previewLanguage: string;
  previewLanguageNames: Record<UiLang, string>;
  siteData: string;
  search: string;
  settings: string;
  /** The manifest's list of old addresses sent on to pages that moved or went. */
  redirects: string;
  redirectRemoved: (from: string) => string;
  navigation: string;
  interface: string;
  pagesList: string;
  newPage: string;
  save: string;
  saved: string;
  saving: string;
  savedNote: string;
  unsaved: string;
  /** Said in the status once a page is deleted, until anything else happens. */
  deleted: (path: string) => string;
  /** Said before a page is deleted: its links in these menus go with it. */
  menuLinksGo: (menus: string[]) => string;
  /** Said when an undo or redo changed another page or section than the one shown, which is then shown. */
  /** Said after an undo or redo, with where it was made when that is not the page or section shown. */
  steppedOn: (where: string | undefined, redo: boolean) => string;
  noChanges: string;
  preview: string;
  template: string;
  /** A template's name until the schema gives it one (x-label). */
  templateNames: Record<string, string>;
  path: string;
  /** The new page dialog's path box, told apart from the path box of the page shown. */
  newPath: string;
  /** The groups of the new page's "Add to menu" choices: the menus of the header, the footer's columns. */
  headerMenus: string;
  footerMenus: string;
  menu: string;
  noMenu: string;
  create: string;
  cancel: string;
  conflict: string;
  reload: string;
  merge: string;
  merged: string;
  /** Said once kept edits are brought back (merged into what the page shows). */
  keptBack: string;
  /** Closes a notice once read. */
  dismiss: string;
  bothChanged: string;
  invalid: string;
  saveAnyway: string;
  keepEditing: string;
  problems: string;
  warnings: string;
  problemCount: (count: number) => string;
  history: string;
  historyNote: string;
  noHistory: string;
  pages: string;
  /** A page History lists as added, or as removed (a page moved is both, under each path). */
  pageAdded: string;
  pageRemoved: string;
  restore: string;
  restoreVersion: (when: string) => string;
  confirmRestore: (when: string) => string;
  /** A change that was a restore, by the version it put back. */
  restoredVersion: (when: string) => string;
  restoreDropsEdits: string;
  notAManifest: string;
  /** A change to the whole manifest rather than to one field, as History names it. */
  changedWhole: Record<"file" | "order" | "unreadable" | "next-unreadable", string>;
  /** A text's words before and after a change, as History and kept edits show them (empty: none). */
  valueChange: (was: string, now: string) => string;
  recoveryTitle: string;
  recoveryIntro: string;
  lineColumn: (line: number, column: number) => string;
  manifestText: string;
  restoreLastGood: (when: string) => string;
  noLastGood: string;
  dropTypedText: string;
  stillBroken: string;
  changedOnDisk: string;
  reloadFile: string;
  undo: string;
  redo: string;
  undoKeys: string;
  redoKeys: string;
  saveKeys: string;
  kept: (when: string) => string;
  /** Under kept edits: how many more visits left edits, offered after these. */
  keptMore: (count: number) => string;
  /** Said under edits brought back, when more closed pages left edits. */
  keptNext: (count: number) => string;
  keptRestore: string;
  keptDiscard: string;
  /** The list of the fields kept edits change, folded. */
  keptWhat: string;
  keptDiscardAsk: string;
  keptDiscardYes: string;
  saveFailed: string;
  unreadable: string;
  leavePage: string;
  move: string;
  /** Under the path box while a new path is typed but the page not yet moved. */
  notMoved: (move: string) => string;
  /** Said once a page has moved: how many links were rewritten, and whether its old address redirects. */
  moved: (links: number, redirect: boolean) => string;
  /**
   * Said while a new path is typed that is an old address sent on to another page (`to`), and once
   * the page has moved there: its visitors now see this page.
   */
  takesOver: (from: string, to: string) => string;
  tookOver: (from: string, to: string) => string;
  /** In the page list, beside a page whose new path is typed but not yet applied. */
  pathTyped: string;
  /** In the page list, a page whose title is still to write. */
  untitled: string;
  /** Under the page list's search when no page's path or title has the words. */
  noMatch: (query: string) => string;
  published: string;
  isPublished: string;
  isDraft: string;
  draft: string;
  /** The first stop of the keyboard: past the bar and the page list, into the form. */
  skipToForm: string;
  /** On a phone, where the preview is under the whole form: goes down to it. */
  toPreview: string;
  /** Beside a page or section of the list whose edits are not saved yet. */
  unsavedTag: string;
  cannotPublish: string;
  /** A text left to write before publishing, by its place in the page's form. */
  unwritten: (place: string, placeholder: boolean) => string;
  /** A field by its name and language, where a change of it is reported. */
  fieldIn: (field: FieldName | undefined) => string;
  /** An item of a list by its number: "Requirement 3 (English)". */
  itemIn: (item: FieldName, n: number) => string;
  pageActions: (path: string) => string;
  duplicate: string;
  copyPath: string;
  delete: string;
  deletePage: (path: string) => string;
  confirmDelete: string;
  linkedFrom: string;
  /** Made a draft, a page others link to leaves them leading nowhere: said before, with the places. */
  draftLeavesLinks: (places: number) => string;
  draftNoLinksLeft: string;
  makeDraft: string;
  redirectTo: string;
  deleteAndRedirect: string;
  moveUp: (menu: string) => string;
  moveDown: (menu: string) => string;
  warning: string;
}

const languageNames = { mn: "Монгол", en: "English" };

export const words: Dictionary<Words> = {
  mn: {
    languageNames,
    interfaceLanguage: "Засварлагчийн хэл",
    previewLanguage: "Хуудасны хэл",
    previewLanguageNames: { mn: "Монгол", en: "Англи" },
    siteData: "Сайтын өгөгдөл",
    search: "Хуудас хайх",
    settings: "Сайтын тохиргоо",
    redirects: "Хуучин хаягуудын чиглүүлэлт",
    redirectRemoved: (from) => `${from} (хасагдсан)`,
    navigation: "Цэс",
    interface: "Сайтын тогтмол үгс",
    pagesList: "Хуудсууд",
    newPage: "Шинэ хуудас",
    save: "Хадгалах",
    saved: "Хадгалагдсан",
    saving: "Хадгалж байна…",
    savedNote: "өмнөх хувилбар нь түүхэнд үлдсэн",
    unsaved: "Хадгалаагүй өөрчлөлт байна",
    deleted: (path) => `«${path}» хуудас устгагдлаа («Буцаах» товчоор сэргээнэ)`,
    menuLinksGo: (menus) => `Цэсэн дэх холбоос нь хамт хасагдана: ${menus.map((m) => `«${m}»`).join(", ")}.`,
    steppedOn: (where, redo) =>
      where
        ? `«${where}» дээрх өөрчлөлтийг ${redo ? "дахин хийлээ" : "буцаалаа"}`
        : `Өөрчлөлтийг ${redo ? "дахин хийлээ" : "буцаалаа"}`,
    noChanges: "Өөрчлөлт алга",
    preview: "Урьдчилан харах",
    template: "Хуудасны төрөл",
    templateNames: {
      page: "Ерөнхий хуудас",
      visa: "Виз",
      destination: "Сурах орон",
      course: "Сургалт",
      article: "Нийтлэл",
      service: "Үйлчилгээ",
      "test-prep": "Шалгалтын бэлтгэл",
    },
    path: "Хаяг",
    newPath: "Шинэ хуудасны хаяг",
    headerMenus: "Дээд цэс",
    footerMenus: "Доод хэсэг",
    menu: "Цэсэнд нэмэх",
    noMenu: "(цэсэнд нэмэхгүй)",
    create: "Үүсгэх",
    cancel: "Болих",
    conflict:
      "Таныг нээснээс хойш энэ файлыг өөр газраас өөрчилсөн байна. Одоо хадгалбал тэр өөрчлөлтүүдийг дарж бичнэ.",
    reload: "Файлыг дахин ачаалах (миний өөрчлөлтийг хаях)",
    merge: "Миний өөрчлөлтийг түүнтэй нэгтгэх",
    merged: "Нэгтгэлээ. Үр дүнг шалгаад хадгална уу.",
    keptBack: "Өмнөх өөрчлөлтүүдээ буцааж авлаа. Шалгаад хадгална уу.",
    dismiss: "Ойлголоо",
    bothChanged: "файлд ч, энд ч өөрчлөгдсөн тул таны утгыг үлдээлээ. Файлд байсан утга:",
    invalid:
      "Сайтын өгөгдөлд асуудал байна. Ингээд хадгалж болно, гэхдээ эдгээрийг засах хүртэл сайтыг нийтлэх боломжгүй:",
    saveAnyway: "Ингээд хадгалах",
    keepEditing: "Үргэлжлүүлэн засах",
    problems: "Алдаа",
    warnings: "Анхааруулга",
    problemCount: (count) => `${count} асуудал`,
    history: "Түүх",
    historyNote:
      "Өмнөх хувилбарууд, хамгийн шинэ нь эхэндээ: тус бүр нь хажууд нь бичсэн өөрчлөлтүүдийг хадгалахаас өмнөх байдлаараа.",
    noHistory: "Өмнөх хувилбар одоохондоо алга: файлыг хадгалах бүрд нэг хувилбар үлдэнэ.",
    pages: "Хуудсууд",
    pageAdded: "нэмсэн",
    pageRemoved: "хассан",
    restore: "Сэргээх",
    restoreVersion: (when) => `Хувилбарыг сэргээх (${when})`,
    confirmRestore: (when) => `${when} үеийн хувилбарыг сэргээх үү? Одоогийн хувилбар түүхэнд үлдэнэ.`,
    restoredVersion: (when) => `${when} үеийн хувилбарыг сэргээсэн`,
    restoreDropsEdits: "Энд хадгалаагүй өөрчлөлтүүд чинь устана: түүхэнд үлдээхийг хүсвэл эхлээд хадгална уу.",
    notAManifest: "(засварлагч маягтаар нээж чадахгүй файл: текстээр нь нээгдэнэ)",
    valueChange: (was, now) =>
      `${was ? `өмнө нь «${was}»` : "өмнө нь хоосон"}, ${now ? `одоо «${now}»` : "одоо хоосон"}`,
    changedWhole: {
      file: "Файл бүхэлдээ",
      order: "Хуудсуудын дараалал",
      unreadable: "Файл бүхэлдээ (JSON бүтэц нь алдаатай)",
      "next-unreadable": "Файл бүхэлдээ (дараагийн хувилбарын JSON бүтэц алдаатай)",
    },
    recoveryTitle: "Сайтын өгөгдлийг нээж чадсангүй",
    recoveryIntro:
      "Засварлагч сайтын өгөгдлийн файлыг одоо бичигдсэн байдлаар нь уншиж чадахгүй байна. Тэмдэглэсэн газарт текстийг засаад хадгална уу, эсвэл хамгийн сүүлийн зөв хувилбарыг сэргээнэ үү.",
    lineColumn: (line, column) => `${line}-р мөр, ${column}-р тэмдэгт`,
    manifestText: "Сайтын өгөгдлийн текст",
    restoreLastGood: (when) => `Хамгийн сүүлийн зөв хувилбарыг сэргээх (${when})`,
    noLastGood: "Нээж болох өмнөх хувилбар ч алга: текстийг засаад хадгална уу.",
    dropTypedText: "Текстэд хийсэн өөрчлөлтүүд чинь устана. Тэр хувилбарыг сэргээх үү?",
    stillBroken: "Хадгаллаа, гэвч файлыг нээх боломжгүй хэвээр байна:",
    changedOnDisk:
      "Энэ хуудсыг нээснээс хойш файл өөрчлөгдсөн тул юу ч хадгалсангүй. Шинэ байдлыг нь харахын тулд дахин ачаална уу (хэрэгтэй бол текстээ эхлээд хуулж аваарай).",
    reloadFile: "Дахин ачаалах",
    undo: "Буцаах",
    redo: "Дахин хийх",
    undoKeys: "Сүүлийн өөрчлөлтийг буцаах (Ctrl+Z)",
    redoKeys: "Буцаасныг дахин хийх (Ctrl+Shift+Z)",
    saveKeys: "Файлд хадгалах (Ctrl+S)",
    kept: (when) => `Өмнөх удаа хадгалаагүй орхисон өөрчлөлтүүд байна (${when}):`,
    keptMore: (count) =>
      `Эдгээрийг буцааж авсны эсвэл хаясны дараа өмнөх ${count} удаагийн хадгалаагүй өөрчлөлтийг дараалан санал болгоно.`,
    keptNext: (count) =>
      `Өмнөх өөр ${count} удаагийн хадгалаагүй өөрчлөлтийг энэ мэдэгдлийг хаасны дараа санал болгоно.`,
    keptRestore: "Буцааж авах",
    keptDiscard: "Хаях",
    keptWhat: "Өөрчлөгдсөн талбарууд",
    keptDiscardAsk: "Эдгээр хадгалаагүй өөрчлөлтийг бүрмөсөн хаях уу? Дараа нь буцааж авах боломжгүй.",
    keptDiscardYes: "Бүрмөсөн хаях",
    saveFailed: "Файл хадгалагдсангүй; таны өөрчлөлтүүд энд байгаа бөгөөд энэ хөтөчид хадгалагдсан.",
    unreadable: "Засварлагч сайтын өгөгдлийг уншиж чадсангүй:",
    leavePage: "Хадгалаагүй өөрчлөлт байна. Энэ хуудсаас гарах уу?",
    move: "Хаягийг солих",
    moved: (links, redirect) =>
      `Хуудас шинэ хаягтаа шилжлээ: ${links} холбоос шинэчлэгдлээ${redirect ? ", хуучин хаягаар орсон зочид энд шилжинэ" : ""}.`,
    takesOver: (from, to) =>
      `«${from}» нь хуучин хаяг: одоо түүгээр орсон зочид «${to}» руу шилждэг. Энэ хуудсыг энд зөөвөл тэр шилжүүлэг хасагдаж, тэд энэ хуудсыг харна.`,
    tookOver: (from, to) =>
      `«${from}»-оос «${to}» руу шилжүүлдэг байсныг хаслаа: тэр хаягаар орсон зочид энэ хуудсыг харна.`,
    notMoved: (move) =>
      `Шинэ хаяг хараахан хэрэглэгдээгүй байна: «${move}» товчийг дарвал хуудас болон түүнд хөтлөх бүх холбоос шинэ хаяг руу шилжинэ.`,
    pathTyped: "шинэ хаяг хэрэглэгдээгүй",
    untitled: "(гарчиг бичээгүй)",
    noMatch: (query) => `«${query}» гэсэн хаяг эсвэл гарчигтай хуудас алга.`,
    published: "Нийтлэгдсэн",
    isPublished: "Сайтыг нийтлэхэд харагдана",
    isDraft: "Ноорог: нийтлэх хүртэл сайт дээр харагдахгүй",
    draft: "ноорог",
    unsavedTag: "хадгалаагүй",
    skipToForm: "Засварлах маягт руу шилжих",
    toPreview: "Хуудсыг харах ↓",
    cannotPublish: "Энэ хуудсыг одоохондоо нийтлэх боломжгүй. Эхлээд эдгээр бичвэрийг бичнэ үү:",
    unwritten: (place, placeholder) => `${place}: ${placeholder ? "бөглөөгүй байна" : "хоосон байна"}`,
    fieldIn: (field) =>
      `${field ? `«${field.label.mn}»` : "нэг талбар"}${field?.lang ? ` (${field.lang === "mn" ? "монгол" : "англи"})` : ""}`,
    itemIn: (item, n) => `«${item.label.mn}» ${n}${item.lang ? ` (${item.lang === "mn" ? "монгол" : "англи"})` : ""}`,
    pageActions: (path) => `Хуудасны үйлдэл: ${path}`,
    duplicate: "Хуулбарлах",
    copyPath: "Хуулбарын хаяг",
    delete: "Устгах",
    deletePage: (path) => `Устгах: ${path}`,
    confirmDelete:
      "Энэ хуудсыг устгах уу? Цэс дэх холбоосууд нь хамт устана. Засварлагчийг хаах хүртэл «Буцаах» товчоор сэргээж болно.",
    draftLeavesLinks: (places) =>
      `Ноорог болсон хуудас сайтаас гардаг тул доорх ${places} газрын холбоос хаашаа ч хүргэхгүй болно. Холбоосыг засах бол байрлалыг нь дарна уу:`,
    draftNoLinksLeft: "Энэ хуудас руу холбоос заасан газар үлдсэнгүй. Хуудсыг ноорог болгох уу?",
    makeDraft: "Ноорог болгох",
    linkedFrom:
      "Өөр хуудсууд энэ хуудас руу холбоос заасан тул шууд устгах боломжгүй. Холбоосыг засах бол доорх байрлалыг дарна уу:",
    redirectTo: "Холбоос болон зочдыг энэ хуудас руу илгээх:",
    deleteAndRedirect: "Устгаад чиглүүлэх",
    moveUp: (menu) => `Цэсэнд дээш зөөх (${menu})`,
    moveDown: (menu) => `Цэсэнд доош зөөх (${menu})`,
    warning: "Анхааруулга",
  },
  en: {
    languageNames,
    interfaceLanguage: "Editor language",
    previewLanguage: "Page language",
    previewLanguageNames: { mn: "Mongolian", en: "English" },
    siteData: "Site data",
    search: "Search pages",
    settings: "Site settings",
    redirects: "Redirects from old addresses",
    redirectRemoved: (from) => `${from} (removed)`,
    navigation: "Navigation",
    interface: "Interface words",
    pagesList: "Pages",
    newPage: "New page",
    save: "Save",
    saved: "Saved",
    saving: "Saving…",
    savedNote: "the previous version is kept in the history",
    unsaved: "Unsaved changes",
    deleted: (path) => `${path} deleted (Undo brings it back)`,
    menuLinksGo: (menus) =>
      `Its ${menus.length === 1 ? "link" : "links"} in the ${menus.length === 1 ? "menu" : "menus"} ${menus.map((m) => `“${m}”`).join(", ")} ${menus.length === 1 ? "goes" : "go"} with it.`,
    steppedOn: (where, redo) => `${redo ? "Redone" : "Undone"}${where ? ` on ${where}` : ""}`,
    noChanges: "No changes",
    preview: "Preview",
    template: "Kind of page",
    templateNames: {
      page: "General page",
      visa: "Visa",
      destination: "Destination",
      course: "Course",
      article: "Article",
      service: "Service",
      "test-prep": "Test preparation",
    },
    path: "Path",
    newPath: "New page's path",
    headerMenus: "Header menu",
    footerMenus: "Footer",
    menu: "Add to menu",
    noMenu: "(none)",
    create: "Create",
    cancel: "Cancel",
    conflict: "The file was changed on disk since you opened it. Saving now would overwrite those changes.",
    reload: "Reload from disk (drop my changes)",
    merge: "Merge my changes into it",
    merged: "Merged. Check the result, then save.",
    keptBack: "Your earlier changes are back. Check them, then save.",
    dismiss: "Got it",
    bothChanged: "changed on disk and here; your value was kept. The value on disk was:",
    invalid:
      "The site data has problems. You can save it as it is, but the site cannot be published until they are fixed:",
    saveAnyway: "Save anyway",
    keepEditing: "Keep editing",
    problems: "Problems",
    warnings: "Warnings",
    problemCount: (count) => (count === 1 ? "1 problem" : `${count} problems`),
    history: "History",
    historyNote: "Earlier versions, newest first: each as it was before the changes listed beside it were saved.",
    noHistory: "No earlier versions yet: one is kept each time the file is saved.",
    pages: "Pages",
    pageAdded: "added",
    pageRemoved: "removed",
    restore: "Restore",
    restoreVersion: (when) => `Restore the version of ${when}`,
    confirmRestore: (when) => `Restore the version of ${when}? Your current version is kept in the history.`,
    restoredVersion: (when) => `Restored the version of ${when}`,
    restoreDropsEdits: "Your unsaved changes here will be lost: save them first to keep them in the history.",
    notAManifest: "(not site data the editor can open as forms: it opens as text)",
    valueChange: (was, now) => `${was ? `was “${was}”` : "was empty"}, ${now ? `now “${now}”` : "now empty"}`,
    changedWhole: {
      file: "The whole file",
      order: "The order of pages",
      unreadable: "The whole file (not valid JSON)",
      "next-unreadable": "The whole file (the next version is not valid JSON)",
    },
    recoveryTitle: "The site data cannot be opened",
    recoveryIntro:
      "The editor cannot read the site data as it is written. Fix the text where it is marked and save it, or restore the last good version.",
    lineColumn: (line, column) => `Line ${line}, column ${column}`,
    manifestText: "The site data as text",
    restoreLastGood: (when) => `Restore the last good version (${when})`,
    noLastGood: "No earlier version can be opened either: fix the text and save it.",
    dropTypedText: "Your changes to the text will be lost. Restore that version anyway?",
    stillBroken: "Saved, but the file still cannot be opened:",
    changedOnDisk:
      "The file was changed on disk since this view opened, so nothing was saved. Reload to see it (copy your text first if you need it).",
    reloadFile: "Reload",
    undo: "Undo",
    redo: "Redo",
    undoKeys: "Undo the last change (Ctrl+Z)",
    redoKeys: "Redo (Ctrl+Shift+Z)",
    saveKeys: "Save to the file (Ctrl+S)",
    kept: (when) => `You have unsaved changes from an earlier visit (${when}):`,
    keptMore: (count) =>
      `Once these are brought back or discarded, the unsaved changes of ${count === 1 ? "1 earlier visit" : `${count} earlier visits`} are offered in turn.`,
    keptNext: (count) =>
      `The unsaved changes of ${count === 1 ? "1 more earlier visit are" : `${count} more earlier visits are`} offered once you close this.`,
    keptRestore: "Bring them back",
    keptDiscard: "Discard them",
    keptWhat: "The fields they change",
    keptDiscardAsk: "Discard these unsaved changes for good? They cannot be brought back afterwards.",
    keptDiscardYes: "Discard for good",
    saveFailed: "The file was not saved; your changes are still here and kept in this browser.",
    unreadable: "The editor could not read the site data:",
    leavePage: "You have unsaved changes. Leave this page?",
    move: "Move",
    moved: (links, redirect) =>
      `The page has moved: ${links === 1 ? "1 link now leads" : `${links} links now lead`} here${redirect ? ", and visitors to the old address are sent on" : ""}.`,
    takesOver: (from, to) =>
      `“${from}” is an old address: its visitors are now sent on to “${to}”. Moved here, this page takes its place, and they will see this page instead.`,
    tookOver: (from, to) => `Visitors to “${from}” are no longer sent on to “${to}”: they see this page.`,
    notMoved: (move) => `The new path is not applied yet: press “${move}” to move the page, with every link to it.`,
    pathTyped: "new path not applied",
    untitled: "(no title yet)",
    noMatch: (query) => `No page has “${query}” in its path or title.`,
    published: "Published",
    isPublished: "Shows on the site once the site is published",
    isDraft: "Draft: not on the site until published",
    draft: "draft",
    unsavedTag: "unsaved",
    skipToForm: "Skip to the form",
    toPreview: "See the page ↓",
    cannotPublish: "This page cannot be published yet. Write these texts first:",
    unwritten: (place, placeholder) => `${place}: ${placeholder ? "not filled in yet" : "empty"}`,
    fieldIn: (field) =>
      `${field ? field.label.en : "a field"}${field?.lang ? ` (${field.lang === "mn" ? "Mongolian" : "English"})` : ""}`,
    itemIn: (item, n) =>
      `${item.label.en} ${n}${item.lang ? ` (${item.lang === "mn" ? "Mongolian" : "English"})` : ""}`,
    pageActions: (path) => `Actions for ${path}`,
    duplicate: "Duplicate",
    copyPath: "Path of the copy",
    delete: "Delete",
    deletePage: (path) => `Delete ${path}`,
    confirmDelete: "Delete this page? Its menu entries go too. Undo brings it back until you close the editor.",
    draftLeavesLinks: (places) =>
      `A draft leaves the site, so ${places === 1 ? "the link in this place" : `the links in these ${places} places`} would lead nowhere. Click a place to change its link there:`,
    draftNoLinksLeft: "No place links to this page any more. Make it a draft?",
    makeDraft: "Make it a draft",
    linkedFrom:
      "Other pages link to this page, so it cannot simply be deleted. Click a place to change its link there:",
    redirectTo: "Send its links and visitors to",
    deleteAndRedirect: "Delete and redirect",
    moveUp: (menu) => `Move up in the menu (${menu})`,
    moveDown: (menu) => `Move down in the menu (${menu})`,
    warning: "Warning",
  },
};
