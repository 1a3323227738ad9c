import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { decodeManifest } from "./encoding";
import { MAX_MANIFEST_BYTES, readManifestBytes } from "./read-file.server";
import { loadManifest } from "./load.server";
import { ManifestError, readManifestText } from "./read.server";

const hostile = (name: string) => new URL(`../../tests/fixtures/hostile/manifest/${name}`, import.meta.url).pathname;

describe("a manifest in another encoding is refused, never read with its letters lost", () => {
  it("Windows-1251: not UTF-8 at the first Cyrillic letter", () => {
    const { text, problem } = decodeManifest(readFileSync(hostile("windows-1251.manifest.json")));
    expect(text).toBeUndefined();
    expect(problem).toMatchObject({ severity: "error", line: 3, column: 22, message: "the file is not UTF-8 at 3:22" });
    expect(problem!.hint).toMatch(/^save the file as UTF-8 .*Windows-1251/);
  });

  it("UTF-16, by its byte order mark, little- or big-endian", () => {
    expect(decodeManifest(readFileSync(hostile("utf-16le.manifest.json"))).problem).toMatchObject({
      line: 1,
      column: 1,
      message: "the file is saved as UTF-16 (little-endian), not UTF-8",
    });
    expect(decodeManifest(readFileSync(hostile("utf-16be.manifest.json"))).problem?.message).toBe(
      "the file is saved as UTF-16 (big-endian), not UTF-8",
    );
  });

  it("a UTF-8 byte order mark is kept, and the text is read whole", () => {
    const { text } = decodeManifest(readFileSync(hostile("utf-8-bom.manifest.json")));
    expect(text?.startsWith('\uFEFF{\n  "settings"')).toBe(true);
    expect(text).toContain("Эрдэм зөвлөх");
  });

  it("finds the first bad byte after valid text of every length, and overlong or surrogate forms", () => {
    const ok = Buffer.from('{"a": "Ө€𐍈", "b": "');
    for (const bad of [
      [0xc0, 0x80],
      [0xe0, 0x80, 0x80],
      [0xed, 0xa0, 0x80],
      [0xf4, 0x90, 0x80, 0x80],
      [0xff],
      [0xe2, 0x82],
    ])
      expect(decodeManifest(Buffer.concat([ok, Buffer.from(bad), Buffer.from('"}')])).problem?.message).toBe(
        `the file is not UTF-8 at 1:${ok.toString().length + 1}`,
      );
  });
});

describe("only a regular file of a sensible size is read", () => {
  const dir = mkdtempSync(join(tmpdir(), "manifest-read-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const reason = (file: string) => {
    try {
      readManifestText(file);
    } catch (error) {
      expect(error).toBeInstanceOf(ManifestError);
      // As a command prints it: Mongolian, then English.
      return (error as ManifestError).printed;
    }
    return "read";
  };

  it("refuses a device, a pipe and a folder before reading them", () => {
    expect(reason("/dev/zero")).toBe(
      [
        "/dev/zero файлыг уншиж чадсангүй: энэ нь энгийн файл биш (төхөөрөмж, хоолой эсвэл сокет) тул төгсгөлгүй байж болзошгүй.",
        "Cannot read /dev/zero: it is not a regular file (a device, a pipe or a socket), which could be endless.",
      ].join("\n"),
    );
    const fifo = join(dir, "pipe.json");
    execFileSync("mkfifo", [fifo]);
    // No writer ever opens the pipe: reading it would wait for ever.
    expect(reason(fifo)).toMatch(/it is not a regular file/);
    mkdirSync(join(dir, "folder.json"));
    expect(reason(join(dir, "folder.json"))).toMatch(/it is a folder, not a file\.$/);
    expect(reason(join(dir, "missing.json"))).toMatch(
      /файлыг уншиж чадсангүй: ийм файл алга\.\n.*there is no such file\.$/,
    );
  });

  it("refuses a file over the limit without reading it", () => {
    const big = join(dir, "big.json");
    writeFileSync(big, "");
    truncateSync(big, MAX_MANIFEST_BYTES + 1);
    const limit = MAX_MANIFEST_BYTES / (1024 * 1024);
    expect(() => readManifestBytes(big)).toThrow(
      `it is ${limit + 1} MB, more than the ${limit} MB a manifest may have`,
    );
  });

  it("the build's loader refuses them the same way", () => {
    expect(() => loadManifest("/dev/zero")).toThrow(ManifestError);
    expect(() => loadManifest(hostile("windows-1251.manifest.json"))).toThrow(/the file is not UTF-8 at 3:22/);
  });

  it("names the encoding of a file it reads, in the validator's words", () => {
    expect(reason(hostile("utf-16le.manifest.json"))).toMatch(
      /^Сайтын өгөгдлийн файлыг уншиж чадсангүй:\nThe manifest cannot be read:\n.*utf-16le\.manifest\.json:1:1 {2}manifest {2}\/ {2}the file is saved as UTF-16 \(little-endian\), not UTF-8/,
    );
  });
});
