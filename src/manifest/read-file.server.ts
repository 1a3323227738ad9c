import { AuthoringError, type Said } from "../i18n/said.ts";
import { closeSync, constants, fstatSync, openSync, readSync, statSync, type Stats } from "node:fs";

/**
 * The largest manifest read, and the largest body the editor takes: a manifest of 10,000 pages is
 * 36 to 48 MB (the benchmark's synthetic sites). Anything larger is refused before a byte of it is read.
 */
export const MAX_MANIFEST_BYTES = 128 * 1024 * 1024;

/** Why a manifest's file cannot be read at all, in words for its author ("it is a folder, not a file"), in both languages. */
export class UnreadableFileError extends AuthoringError {
  override name = "UnreadableFileError";
  constructor(
    readonly file: string,
    readonly reason: Said,
  ) {
    super({ en: `Cannot read ${file}: ${reason.en}.`, mn: `${file} файлыг уншиж чадсангүй: ${reason.mn}.` });
  }
}

const megabytes = (bytes: number) => `${Math.ceil(bytes / (1024 * 1024))} MB`;

const tooLarge = (size: number): Said => ({
  en: `it is ${megabytes(size)}, more than the ${megabytes(MAX_MANIFEST_BYTES)} a manifest may have`,
  mn: `хэмжээ нь ${megabytes(size)}, сайтын өгөгдлийн файл ${megabytes(MAX_MANIFEST_BYTES)}-аас их байж болохгүй`,
});

const aFolder: Said = { en: "it is a folder, not a file", mn: "энэ нь файл биш, хавтас байна" };

function refusal(stats: Stats): Said | undefined {
  if (stats.isDirectory()) return aFolder;
  if (!stats.isFile())
    return {
      en: "it is not a regular file (a device, a pipe or a socket), which could be endless",
      mn: "энэ нь энгийн файл биш (төхөөрөмж, хоолой эсвэл сокет) тул төгсгөлгүй байж болзошгүй",
    };
  if (stats.size > MAX_MANIFEST_BYTES) return tooLarge(stats.size);
  return undefined;
}

const reasonOf = (error: unknown): Said => {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "ENOENT") return { en: "there is no such file", mn: "ийм файл алга" };
  if (code === "EISDIR") return aFolder;
  if (code === "EACCES" || code === "EPERM")
    return { en: "this user may not read it", mn: "энэ хэрэглэгчид түүнийг унших эрх алга" };
  return { en: "it cannot be read", mn: "уншигдахгүй байна" };
};

/**
 * The bytes of a manifest: a regular file of at most MAX_MANIFEST_BYTES. A folder, a device
 * (/dev/zero), a pipe or a larger file is refused before it is read; the file is opened without
 * waiting (a pipe with no writer would block) and checked again once open, so that what is read
 * is what was checked. Throws UnreadableFileError.
 */
export function readManifestBytes(file: string): Buffer {
  let fd: number;
  try {
    const reason = refusal(statSync(file));
    if (reason) throw new UnreadableFileError(file, reason);
    fd = openSync(file, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (error) {
    if (error instanceof UnreadableFileError) throw error;
    throw new UnreadableFileError(file, reasonOf(error));
  }
  try {
    const stats = fstatSync(fd);
    const reason = refusal(stats);
    if (reason) throw new UnreadableFileError(file, reason);
    // A byte more than its size, then more if there is more: a file that grew past the limit since
    // it was checked is refused, not cut.
    const chunks: Buffer[] = [];
    let total = 0;
    for (let size = stats.size + 1; ; size = 64 * 1024) {
      const chunk = Buffer.allocUnsafe(size);
      const n = readSync(fd, chunk, 0, size, null);
      if (n === 0) break;
      chunks.push(chunk.subarray(0, n));
      total += n;
      if (total > MAX_MANIFEST_BYTES) throw new UnreadableFileError(file, tooLarge(total));
    }
    return chunks.length === 1 ? chunks[0] : Buffer.concat(chunks);
  } catch (error) {
    if (error instanceof UnreadableFileError) throw error;
    throw new UnreadableFileError(file, reasonOf(error));
  } finally {
    closeSync(fd);
  }
}
