/** The largest picture an author may add: 10 MB, far above a photo saved for the web. */
export const maxUploadBytes = 10 * 1024 * 1024;

/** The address pictures are sent to, as the file's bytes (application/octet-stream). */
export const uploadPath = "/api/media/upload";

/** Why an upload was refused; the editor words each in both languages (app/media/words.ts). */
export type UploadRefusal = "too-large" | "empty" | "not-a-picture" | "unsupported-type" | "unsafe-svg";

/** The kinds of picture a page can show, and the extension each is saved with, whatever its name said. */
export const pictureExtensions = { jpeg: ".jpg", png: ".png", webp: ".webp", avif: ".avif", svg: ".svg" } as const;
export type PictureKind = keyof typeof pictureExtensions;

// Mongolian Cyrillic as Mongolians write it in Latin letters (close to MNS 5217:2012, in plain ASCII).
const latin: Record<string, string> = {
  а: "a",
  б: "b",
  в: "v",
  г: "g",
  д: "d",
  е: "ye",
  ё: "yo",
  ж: "j",
  з: "z",
  и: "i",
  й: "i",
  к: "k",
  л: "l",
  м: "m",
  н: "n",
  о: "o",
  ө: "o",
  п: "p",
  р: "r",
  с: "s",
  т: "t",
  у: "u",
  ү: "u",
  ф: "f",
  х: "kh",
  ц: "ts",
  ч: "ch",
  ш: "sh",
  щ: "sh",
  ъ: "",
  ы: "y",
  ь: "i",
  э: "e",
  ю: "yu",
  я: "ya",
};

/**
 * A file name's stem as a safe, readable slug: the last part of a path only, without its
 * extension, Cyrillic in Latin letters, lower-case ASCII letters, digits and single dashes;
 * "picture" when nothing is left (a name of dots or symbols only).
 */
export function slugOf(name: string): string {
  const last = name.split(/[\\/]/).pop() ?? "";
  const stem = last.includes(".", 1) ? last.slice(0, last.lastIndexOf(".")) : last;
  const slug = [...stem.toLowerCase()]
    .map((c) => latin[c] ?? c)
    .join("")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return slug || "picture";
}

/** The first free name of `slug` + `extension` among `taken` (lower-case names): a.jpg, a-2.jpg, a-3.jpg… */
export function uniqueName(slug: string, extension: string, taken: Set<string>): string {
  for (let n = 1; ; n++) {
    const name = `${slug}${n === 1 ? "" : `-${n}`}${extension}`;
    if (!taken.has(name)) return name;
  }
}

/** The folder of public/images/ an upload goes to: one word, else uploads/. */
export const folderOf = (folder: string | null | undefined) =>
  folder && /^[a-z0-9][a-z0-9-]{0,39}$/.test(folder) ? folder : "uploads";
