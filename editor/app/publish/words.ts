import type { Dictionary } from "../lang";
import type { PublishStage } from "../../publish.server";

/** The Publish button's and dialog's captions. */
export interface PublishWords {
  publish: string;
  publishKeys: string;
  title: string;
  withUpload: string;
  withoutUpload: string;
  unsavedFirst: string;
  record: string;
  recordMessage: string;
  recordMessageMissing: string;
  start: string;
  close: string;
  progress: string;
  stages: Record<PublishStage, string>;
  /** Said when a publication ended before the site was put in place. */
  stopped: string;
  saving: string;
  notSaved: string;
  problems: string;
  built: (pages: number, drafts: number) => string;
  buildFailed: string;
  uploaded: string;
  uploadFailed: (code: number | null) => string;
  noUpload: string;
  recorded: string;
  nothingToRecord: string;
  recordFailed: string;
  details: string;
  busy: string;
  lost: string;
}

export const publishWords: Dictionary<PublishWords> = {
  mn: {
    publish: "Нийтлэх",
    publishKeys: "Сайтыг бэлтгэж, вэб сервер рүү байршуулах",
    title: "Сайтыг нийтлэх",
    withUpload: "Сайтыг шалгаж, бэлтгээд вэб сервер рүү байршуулна.",
    withoutUpload:
      "Сайтыг шалгаж, энэ компьютер дээр бэлтгэнэ. Вэб сервер рүү байршуулах тохиргоо хийгдээгүй тул илгээхгүй: хостингийг тохируулсан хүнээс тохируулж өгөхийг хүснэ үү.",
    unsavedFirst: "Хадгалаагүй өөрчлөлтүүд эхлээд хадгалагдана.",
    record: "Энэ хувилбарыг сайтын түүхэнд тэмдэглэх",
    recordMessage: "Юу өөрчилснөө товч бичнэ үү",
    recordMessageMissing: "Түүхэнд тэмдэглэхийн тулд юу өөрчилснөө бичнэ үү.",
    start: "Нийтлэх",
    close: "Хаах",
    progress: "Нийтлэлтийн явц",
    stages: {
      check: "Агуулгыг шалгаж байна…",
      pages: "Хуудсуудыг бэлтгэж байна…",
      files: "Зураг, файлуудыг бэлтгэж байна…",
      built: "Сайт бэлэн боллоо.",
      upload: "Вэб сервер рүү байршуулж байна…",
      record: "Түүхэнд тэмдэглэж байна…",
      done: "Дууслаа.",
    },
    stopped: "Сайтыг нийтлээгүй: доорх зүйлсийг засаад дахин нийтэлнэ үү.",
    saving: "Өөрчлөлтүүдийг хадгалж байна…",
    notSaved:
      "Өөрчлөлтүүдийг хадгалж чадсангүй, тиймээс сайтыг нийтлээгүй. Засварлагчийн дээд хэсэгт бичсэнийг харна уу.",
    problems: "Сайтыг нийтлэхийн өмнө эдгээрийг засна уу (дээр нь дарвал тухайн талбар руу очно):",
    built: (pages, drafts) =>
      `${pages} хуудас бэлтгэв.${drafts ? ` Ноорог ${drafts} хуудас нийтлэгдээгүй: тэдгээрийг нийтэлбэл дараагийн удаа орно.` : ""}`,
    buildFailed: "Сайтыг бэлтгэж чадсангүй. Доорх дэлгэрэнгүйг сайтыг тохируулсан хүнд үзүүлнэ үү.",
    uploaded: "Сайт нийтлэгдлээ: вэб сервер рүү байршуулав.",
    uploadFailed: (code) =>
      `Вэб сервер рүү байршуулж чадсангүй${code === null ? "" : ` (алдааны код ${code})`}. Доорх дэлгэрэнгүйг хостингийг тохируулсан хүнд үзүүлнэ үү.`,
    noUpload: "Сайт энэ компьютер дээр бэлэн боллоо. Байршуулах тохиргоо байхгүй тул вэб сервер рүү илгээгээгүй.",
    recorded: "Энэ хувилбарыг түүхэнд тэмдэглэв.",
    nothingToRecord: "Түүхэнд тэмдэглэх шинэ өөрчлөлт алга.",
    recordFailed: "Түүхэнд тэмдэглэж чадсангүй.",
    details: "Дэлгэрэнгүй",
    busy: "Сайтыг яг одоо нийтэлж байна: дуусахыг хүлээнэ үү.",
    lost: "Засварлагчтай холбоо тасарлаа. Засварлагч ажиллаж байгаа эсэхийг шалгаад дахин оролдоно уу.",
  },
  en: {
    publish: "Publish",
    publishKeys: "Build the site and put it on the web host",
    title: "Publish the site",
    withUpload: "The site is checked, built and put on the web host.",
    withoutUpload:
      "The site is checked and built on this computer. No upload to a web host is set up, so nothing is sent: ask whoever set up the hosting to set it up.",
    unsavedFirst: "Your unsaved changes are saved first.",
    record: "Record this version in the site's history",
    recordMessage: "Say briefly what changed",
    recordMessageMissing: "Say what changed to record this version.",
    start: "Publish",
    close: "Close",
    progress: "Publishing progress",
    stages: {
      check: "Checking the content…",
      pages: "Building the pages…",
      files: "Preparing pictures and files…",
      built: "The site is built.",
      upload: "Uploading to the web host…",
      record: "Recording in the history…",
      done: "Done.",
    },
    stopped: "The site was not published: fix what is listed below, then publish again.",
    saving: "Saving your changes…",
    notSaved:
      "Your changes could not be saved, so the site was not published. See the message at the top of the editor.",
    problems: "Fix these before the site can be published (click one to go to its field):",
    built: (pages, drafts) =>
      `${pages} pages built.${drafts ? ` ${drafts} draft ${drafts === 1 ? "page is" : "pages are"} not published: publish them to include them next time.` : ""}`,
    buildFailed: "The site could not be built. Show the details below to whoever set up the site.",
    uploaded: "Published: the site is on the web host.",
    uploadFailed: (code) =>
      `The upload to the web host failed${code === null ? "" : ` (error code ${code})`}. Show the details below to whoever set up the hosting.`,
    noUpload: "The site is built on this computer. No upload is set up, so nothing was sent to a web host.",
    recorded: "This version is recorded in the history.",
    nothingToRecord: "Nothing new to record in the history.",
    recordFailed: "This version could not be recorded in the history.",
    details: "Details",
    busy: "The site is being published right now: wait for it to finish.",
    lost: "The connection to the editor was lost. Check that the editor is still running, then try again.",
  },
};
