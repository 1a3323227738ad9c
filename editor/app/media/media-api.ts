import type { LibraryPicture } from "../../media.server";
import { maxUploadBytes, uploadPath, type UploadRefusal } from "../../media-rules";

export type { LibraryPicture };

/** An upload that was refused, or failed on the way, with the reason the author is told. */
export class UploadError extends Error {
  constructor(readonly reason: UploadRefusal | "failed") {
    super(reason);
  }
}

export const mediaApi = {
  /** Every picture of public/images/. */
  list: async (): Promise<LibraryPicture[]> => {
    const value = await (await fetch("/api/media")).json();
    if (!Array.isArray(value?.pictures)) throw new Error(String(value?.error ?? "the pictures could not be read"));
    return value.pictures as LibraryPicture[];
  },
  /** The address of a picture's small preview. */
  thumb: (src: string) => `/api/media/thumb?src=${encodeURIComponent(src)}`,
  /** Adds a picture to public/images/<folder>/; its name is made safe by the server. Refusals throw an UploadError. */
  upload: async (file: File, folder: string): Promise<{ src: string }> => {
    // Refused here too, before anything is sent: the server checks again.
    if (file.size > maxUploadBytes) throw new UploadError("too-large");
    if (file.size === 0) throw new UploadError("empty");
    const query = new URLSearchParams({ name: file.name, folder });
    const response = await fetch(`${uploadPath}?${query}`, {
      method: "POST",
      headers: { "content-type": "application/octet-stream" },
      body: file,
    }).catch(() => undefined);
    const value = await response?.json().catch(() => undefined);
    if (response?.ok && typeof value?.src === "string") return { src: value.src };
    throw new UploadError(response?.status === 413 ? "too-large" : (value?.code ?? "failed"));
  },
  /**
   * Takes a picture no saved page uses out of the library (kept beside the manifest's backups, to
   * be brought back): its id, or why it stays ("in-use" when the saved manifest shows it).
   */
  remove: (src: string) => postJson<{ removed: string; id: string }>("/api/media/remove", { src }),
  /** Puts back a picture remove() took out ("taken" when another picture has its name since). */
  bringBack: (src: string, id: string) => postJson<{ src: string }>("/api/media/bring-back", { src, id }),
};

/** What one of the library's JSON endpoints answered, or the reason it refused ("failed" when the request failed). */
async function postJson<T>(path: string, body: unknown): Promise<T | { refused: string }> {
  const response = await fetch(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  }).catch(() => undefined);
  const value = await response?.json().catch(() => undefined);
  if (response?.ok && value) return value as T;
  return { refused: typeof value?.refused === "string" ? value.refused : "failed" };
}

export const maxUploadMegabytes = maxUploadBytes / 1024 / 1024;
