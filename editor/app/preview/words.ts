import type { Dictionary } from "../lang";

interface PreviewWords {
  preview: string;
  width: string;
  phone: string;
  tablet: string;
  desktop: string;
  pageLanguage: string;
  mn: string;
  en: string;
  /** What a section's preview shows. */
  shows: { settings: string; navigation: string; interface: string };
  problems: (count: number) => string;
  lastGood: string;
  withProblems: string;
  noGood: string;
  failed: string;
  loading: string;
  larger: string;
  /** On a phone, where the form is above the preview: goes back up to it. */
  toForm: string;
  largerHelp: string;
}

export const previewWords = {
  mn: {
    preview: "Урьдчилан харах",
    width: "Дэлгэцийн өргөн",
    phone: "Утас",
    tablet: "Таблет",
    desktop: "Компьютер",
    pageLanguage: "Хуудасны хэл",
    mn: "Монгол",
    en: "Англи",
    shows: {
      settings: "Нүүр хуудас",
      navigation: "Толгой ба хөл хэсэг",
      interface: "Толгой ба хөл хэсэг",
    },
    problems: (count) => `Энэ хуудсанд ${count} асуудал байна:`,
    lastGood: "Сүүлийн зөв хувилбарыг харуулж байна.",
    withProblems: "Хуудсыг одоогийн байдлаар нь, асуудалтай нь харуулж байна.",
    noGood: "Асуудлуудыг засмагц хуудас энд харагдана.",
    failed: "Хуудсыг одоогоор харуулах боломжгүй байна. Засварын дээд хэсэгт буй алдаа, анхааруулгуудыг шалгана уу.",
    loading: "Ачаалж байна…",
    larger: "Томоор харах",
    toForm: "Засвар руу ↑",
    largerHelp: "Хуудсуудын жагсаалтыг нууж, урьдчилан харах хэсгийг томруулна",
  },
  en: {
    preview: "Preview",
    width: "Screen width",
    phone: "Phone",
    tablet: "Tablet",
    desktop: "Desktop",
    pageLanguage: "Page language",
    mn: "Mongolian",
    en: "English",
    shows: {
      settings: "Home page",
      navigation: "Header and footer",
      interface: "Header and footer",
    },
    problems: (count) => `This page has ${count} ${count === 1 ? "problem" : "problems"}:`,
    lastGood: "Showing the last version without problems.",
    withProblems: "Showing the page as it is now, problems and all.",
    noGood: "The page appears here once its problems are fixed.",
    failed: "The page cannot be shown at the moment. Check the errors and warnings listed at the top of the editor.",
    loading: "Loading…",
    larger: "Larger preview",
    toForm: "Back to the form ↑",
    largerHelp: "Hides the page list to give the preview more room",
  },
} satisfies Dictionary<PreviewWords>;
