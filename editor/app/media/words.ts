import type { Dictionary } from "../lang";

const en = {
  library: "Picture library",
  close: "Close",
  dropHere: "Drop a picture here",
  or: "or",
  chooseFile: "Choose a file",
  accepted: (mb: number) => `A JPEG, PNG, WebP or AVIF photo, or an SVG drawing, up to ${mb} MB.`,
  uploading: "Adding the picture…",
  search: "Search by name or page",
  noPictures: "No picture matches.",
  usedOn: "Used on:",
  unused: "Not used",
  settings: "Site settings",
  navigation: "Navigation",
  interface: "Interface words",
  use: (name: string) => `Use the picture ${name}`,
  describeTitle: "Describe the picture",
  describeWhy:
    "In one sentence, say what the picture shows, for people who cannot see it (who use a screen reader) and for search engines. Both languages are needed.",
  altMn: "Description in Mongolian",
  altEn: "Description in English",
  altMissing: "Write the description in both languages to use the picture.",
  describeWhyIn: (language: "mn" | "en") =>
    `In one sentence, say what the picture shows, for people who cannot see it (who use a screen reader) and for search engines: in ${language === "mn" ? "Mongolian" : "English"}, the language of the text it goes into.`,
  altMissingOne: "Write the description to use the picture.",
  confirm: "Use this picture",
  back: "Back",
  changePicture: "Change picture",
  choosePicture: "Choose a picture",
  remove: "Remove picture",
  noPicture: "No picture chosen.",
  pictureOf: (alt: string) => `Chosen picture: ${alt}`,
  discard: "Remove from the library",
  discardName: (name: string) => `Remove ${name} from the library`,
  discarded: (name: string) => `${name} was removed from the library and will not be published.`,
  bringBack: "Bring it back",
  broughtBack: (name: string) => `${name} is back in the library.`,
  discardInUse: "The saved site still shows this picture. Save your changes first, then remove it.",
  discardFailed: "The picture could not be removed. Please try again.",
  bringBackTaken: (name: string) => `${name} cannot come back: another picture now has its name.`,
  bringBackFailed: "The picture could not be brought back. Please try again.",
  errors: {
    "too-large": (mb: number) =>
      `This file is too large. Choose a picture smaller than ${mb} MB (for example, save it again at a smaller size).`,
    empty: () => "The file is empty. Choose another file.",
    "not-a-picture": () => "This file is not a picture. Choose a JPEG, PNG, WebP or AVIF photo, or an SVG drawing.",
    "unsupported-type": () =>
      "The site cannot show pictures of this kind. Save the picture as JPEG, PNG, WebP, AVIF or SVG and add it again.",
    "unsafe-svg": () =>
      "This SVG file contains program code or links to other sites, so it cannot go on the site. Export it again from the design program as a plain SVG.",
    failed: () => "The picture could not be added. Please try again.",
  },
};

export type MediaWords = typeof en;

const mn: MediaWords = {
  library: "Зургийн сан",
  close: "Хаах",
  dropHere: "Зургаа энд чирч оруулна уу",
  or: "эсвэл",
  chooseFile: "Файл сонгох",
  accepted: (mb: number) => `JPEG, PNG, WebP, AVIF зураг эсвэл SVG дүрслэл, ${mb} МБ хүртэл хэмжээтэй.`,
  uploading: "Зургийг хуулж байна…",
  search: "Нэр эсвэл хуудсаар хайх",
  noPictures: "Ийм зураг алга.",
  usedOn: "Ашигласан:",
  unused: "Ашиглаагүй",
  settings: "Сайтын тохиргоо",
  navigation: "Цэс",
  interface: "Сайтын тогтмол үгс",
  use: (name: string) => `${name} зургийг сонгох`,
  describeTitle: "Зургийн тайлбар",
  describeWhy:
    "Зургийг харж чадахгүй хүмүүст (дэлгэц уншигч ашигладаг хүмүүст) болон хайлтын системд энэ зураг юуг харуулж байгааг нэг өгүүлбэрээр бичнэ үү. Хоёр хэлээр заавал бичнэ.",
  altMn: "Монгол тайлбар",
  altEn: "Англи тайлбар",
  altMissing: "Хоёр хэлээр тайлбар бичсэний дараа зургийг ашиглах боломжтой.",
  describeWhyIn: (language: "mn" | "en") =>
    `Зургийг харж чадахгүй хүмүүст (дэлгэц уншигч ашигладаг хүмүүст) болон хайлтын системд энэ зураг юуг харуулж байгааг нэг өгүүлбэрээр бичнэ үү: зураг ${language === "mn" ? "монгол" : "англи"} бичвэрт орох тул ${language === "mn" ? "монголоор" : "англиар"} бичнэ.`,
  altMissingOne: "Тайлбар бичсэний дараа зургийг ашиглах боломжтой.",
  confirm: "Зургийг ашиглах",
  back: "Буцах",
  changePicture: "Зураг солих",
  choosePicture: "Зураг сонгох",
  remove: "Зургийг хасах",
  noPicture: "Зураг сонгоогүй байна.",
  pictureOf: (alt: string) => `Сонгосон зураг: ${alt}`,
  discard: "Сангаас хасах",
  discardName: (name: string) => `${name} зургийг сангаас хасах`,
  discarded: (name: string) => `${name} зургийг сангаас хаслаа. Сайтад нийтлэгдэхгүй.`,
  bringBack: "Буцааж авах",
  broughtBack: (name: string) => `${name} зургийг сан руу буцааж тавилаа.`,
  discardInUse: "Хадгалсан сайт энэ зургийг харуулж байна. Эхлээд өөрчлөлтөө хадгалаад, дараа нь хасна уу.",
  discardFailed: "Зургийг хасаж чадсангүй. Дахин оролдоно уу.",
  bringBackTaken: (name: string) => `${name} зургийг буцааж авах боломжгүй: одоо өөр зураг ийм нэртэй байна.`,
  bringBackFailed: "Зургийг буцааж авч чадсангүй. Дахин оролдоно уу.",
  errors: {
    "too-large": (mb: number) =>
      `Энэ файл хэт том байна. ${mb} МБ-аас бага зураг сонгоно уу (жишээ нь, зургийг жижигрүүлж хадгална уу).`,
    empty: () => "Файл хоосон байна. Өөр файл сонгоно уу.",
    "not-a-picture": () => "Энэ файл зураг биш байна. JPEG, PNG, WebP, AVIF зураг эсвэл SVG дүрслэл сонгоно уу.",
    "unsupported-type": () =>
      "Энэ төрлийн зургийг сайт харуулах боломжгүй. Зургаа JPEG, PNG, WebP, AVIF эсвэл SVG болгон хадгалаад дахин оруулна уу.",
    "unsafe-svg": () =>
      "Энэ SVG файлд програмын код эсвэл гадны холбоос байгаа тул сайтад оруулах боломжгүй. Дизайны программаас энгийн SVG болгон дахин хадгална уу.",
    failed: () => "Зургийг хуулж чадсангүй. Дахин оролдоно уу.",
  },
};

/** The captions of pictures: the library, the upload, the description asked on the spot, the picture fields. */
export const mediaWords = { mn, en } satisfies Dictionary<MediaWords>;
