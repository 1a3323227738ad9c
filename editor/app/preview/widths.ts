/** The screens the preview draws a page for, at their CSS widths (the site's breakpoints fall between them). */
export const screens = [
  { id: "phone", width: 375 },
  { id: "tablet", width: 768 },
  { id: "desktop", width: 1280 },
] as const;

export type ScreenId = (typeof screens)[number]["id"];

const storageKey = "editor-preview-screen";

/** The screen chosen last in this browser, the phone's at first. */
export function rememberedScreen(): ScreenId {
  try {
    const kept = localStorage.getItem(storageKey);
    return screens.find((s) => s.id === kept)?.id ?? "phone";
  } catch {
    return "phone";
  }
}

export function rememberScreen(id: ScreenId) {
  try {
    localStorage.setItem(storageKey, id);
  } catch {
    // A browser that keeps nothing still switches, for this visit.
  }
}
