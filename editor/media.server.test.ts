import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { judge } from "./guard.server";
import { maxUploadBytes, uploadPath } from "./media-rules";
import {
  bringBackPicture,
  listPictures,
  mediaApi,
  pictureKind,
  removePicture,
  savePicture,
  servePicture,
  thumbnail,
} from "./media.server";

const png = (background = "#1d3557") =>
  sharp({ create: { width: 40, height: 30, channels: 3, background } })
    .png()
    .toBuffer();
const gif = () =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: "#fff" } })
    .gif()
    .toBuffer();
const svg = (inside = "") =>
  Buffer.from(
    `<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${inside}<rect width="10" height="10"/></svg>`,
  );

let root: string;
let publicDir: string;
let keptDir: string;
/** Every file under the temporary folder, public/ and beside it. */
const files = () =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(root, join(e.parentPath, e.name)))
    .sort();

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "media-"));
  publicDir = join(root, "public");
  keptDir = join(root, ".manifest-backups", "removed-pictures");
  mkdirSync(join(publicDir, "images"), { recursive: true });
  writeFileSync(join(root, "site.manifest.json"), "{}");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("the type of an added picture", () => {
  it("is read from the file's content", async () => {
    expect(await pictureKind(await png())).toBe("png");
    expect(
      await pictureKind(
        await sharp(await png())
          .jpeg()
          .toBuffer(),
      ),
    ).toBe("jpeg");
    expect(
      await pictureKind(
        await sharp(await png())
          .webp()
          .toBuffer(),
      ),
    ).toBe("webp");
    expect(
      await pictureKind(
        await sharp(await png())
          .avif()
          .toBuffer(),
      ),
    ).toBe("avif");
    expect(await pictureKind(svg())).toBe("svg");
  });

  it("refuses pictures the site cannot show, files cut short, and empty or oversized files", async () => {
    expect(await pictureKind(await gif())).toBe("unsupported-type");
    expect(await pictureKind((await png()).subarray(0, 60))).toBe("not-a-picture");
    expect(await pictureKind(Buffer.alloc(0))).toBe("empty");
    expect(await pictureKind(Buffer.alloc(maxUploadBytes + 1))).toBe("too-large");
  });
});

describe("a hostile upload", () => {
  it("keeps no part of a path in the name: the file lands in public/images/<folder>/", async () => {
    const result = await savePicture(publicDir, "../../../site.manifest.json", "../..", await png());
    expect(result).toMatchObject({ src: "/images/uploads/site-manifest.png", width: 40, height: 30 });
    const windows = await savePicture(publicDir, "..\\..\\evil.png", "visas", await png());
    expect(windows).toMatchObject({ src: "/images/visas/evil.png" });
    const dotted = await savePicture(publicDir, ".htaccess", "visas", await png("#e9c46a"));
    expect(dotted).toMatchObject({ src: "/images/visas/htaccess.png" });
    expect(files()).toEqual([
      "public/images/uploads/site-manifest.png",
      "public/images/visas/evil.png",
      "public/images/visas/htaccess.png",
      "site.manifest.json",
    ]);
  });

  it("writes nothing for a PHP or HTML file named .jpg, an SVG with script, an HTML page holding an SVG, or an oversized file", async () => {
    const hostile: [string, Buffer, string][] = [
      ["shell.php.jpg", Buffer.from("<?php system($_GET['c']); ?>"), "not-a-picture"],
      ["page.jpg", Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>"), "not-a-picture"],
      [
        "wrapped.svg",
        Buffer.from(`<html><body>${svg().toString()}<script>alert(1)</script></body></html>`),
        "not-a-picture",
      ],
      ["logo.svg", svg("<script>alert(document.cookie)</script>"), "unsafe-svg"],
      ["logo.svg", svg('<image href="x" onerror="alert(1)"/>'), "unsafe-svg"],
      [
        "logo.svg",
        svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>'),
        "unsafe-svg",
      ],
      ["logo.svg", svg('<a href="javascript:alert(1)"><circle r="4"/></a>'), "unsafe-svg"],
      ["huge.png", Buffer.concat([await png(), Buffer.alloc(maxUploadBytes)]), "too-large"],
      ["anim.gif", await gif(), "unsupported-type"],
    ];
    for (const [name, bytes, reason] of hostile)
      expect(await savePicture(publicDir, name, "uploads", bytes), name).toEqual({ refused: reason });
    expect(files()).toEqual(["site.manifest.json"]);
  });

  it("saves a picture under the extension of what it is, not of its name", async () => {
    expect(await savePicture(publicDir, "photo.jpg", "uploads", await png())).toMatchObject({
      src: "/images/uploads/photo.png",
    });
  });
});

describe("names of added pictures", () => {
  it("are Latin letters for a Mongolian name, and numbered when taken", async () => {
    const first = await savePicture(publicDir, "Улаанбаатар.png", "uploads", await png());
    const second = await savePicture(publicDir, "улаанбаатар.PNG", "uploads", await png("#e9c46a"));
    expect([first, second].map((r) => ("src" in r ? r.src : r))).toEqual([
      "/images/uploads/ulaanbaatar.png",
      "/images/uploads/ulaanbaatar-2.png",
    ]);
  });

  it("are the file the folder has when the same picture is added again, whatever its name", async () => {
    const first = await savePicture(publicDir, "photo.png", "uploads", await png());
    const again = await savePicture(publicDir, "photo (1).png", "uploads", await png());
    expect(again).toEqual(first);
    expect(files()).toEqual(["public/images/uploads/photo.png", "site.manifest.json"]);
  });
});

describe("the library", () => {
  it("lists the pictures with their size, and makes thumbnails only of pictures in public/images/", async () => {
    await savePicture(publicDir, "a.png", "visas", await png());
    writeFileSync(join(publicDir, "images", "notes.txt"), "not a picture");
    writeFileSync(join(root, "secret.png"), await png());
    expect(await listPictures(publicDir)).toEqual([
      { src: "/images/visas/a.png", bytes: expect.any(Number), width: 40, height: 30 },
    ]);
    const cache = join(root, "thumbs");
    const thumb = await thumbnail(publicDir, "/images/visas/a.png", cache);
    expect((await sharp(thumb!).metadata()).format).toBe("webp");
    expect(await thumbnail(publicDir, "/images/../../secret.png", cache)).toBeUndefined();
    expect(await thumbnail(publicDir, "/images/notes.txt", cache)).toBeUndefined();
  });
});

describe("the guard at the upload address", () => {
  const options = { token: "t0ken", port: 5175 };
  const post = (url: string, headers: Record<string, string>) =>
    judge(
      {
        url,
        method: "POST",
        headers: { host: "localhost:5175", cookie: "editor-token-5175=t0ken", ...headers },
      } as unknown as IncomingMessage,
      options,
    );
  it("takes a file's bytes up to the limit, there only", () => {
    expect(post(uploadPath, { "content-type": "application/octet-stream", "content-length": "100" })).toBeNull();
    expect(
      post(uploadPath, { "content-type": "application/octet-stream", "content-length": String(maxUploadBytes + 1) }),
    ).toMatchObject({ status: 413 });
    expect(post(uploadPath, { "content-type": "multipart/form-data" })).toMatchObject({ status: 415 });
    expect(post("/api/save", { "content-type": "application/octet-stream" })).toMatchObject({ status: 415 });
    expect(
      post(uploadPath, { "content-type": "application/octet-stream", origin: "http://evil.example" }),
    ).toMatchObject({ status: 403 });
  });
});

describe("the upload endpoint", () => {
  /** Sends `chunks` without a length (as a stream would), and gives the answer's status and body. */
  async function send(chunks: Buffer[], query: string): Promise<{ status: number; body: Record<string, unknown> }> {
    const answer = mediaApi({ publicDir, cacheDir: join(root, "thumbs"), keptDir, savedManifest: () => ({}) });
    const server = createServer((req, res) => void answer(req, res, new URL(req.url!, "http://editor")));
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    try {
      return await new Promise((done, fail) => {
        const req = request(
          {
            port: (server.address() as AddressInfo).port,
            host: "127.0.0.1",
            method: "POST",
            path: `${uploadPath}?${query}`,
          },
          (res) => {
            let text = "";
            res.on("data", (c) => (text += c));
            res.on("end", () => done({ status: res.statusCode!, body: JSON.parse(text) }));
          },
        );
        req.on("error", fail);
        for (const chunk of chunks) req.write(chunk);
        req.end();
      });
    } finally {
      server.close();
    }
  }

  it("saves a picture sent in parts, and refuses a body over the limit sent without a length, writing nothing", async () => {
    const bytes = await png();
    expect(await send([bytes.subarray(0, 10), bytes.subarray(10)], "name=a.png&folder=visas")).toEqual({
      status: 200,
      body: { src: "/images/visas/a.png", width: 40, height: 30 },
    });
    const mb = Buffer.alloc(1024 * 1024);
    expect(
      await send(
        Array.from({ length: 11 }, () => mb),
        "name=b.png",
      ),
    ).toEqual({
      status: 413,
      body: { code: "too-large", error: expect.any(String) },
    });
    expect(files()).toEqual(["public/images/visas/a.png", "site.manifest.json"]);
  });
});

describe("servePicture", () => {
  const get = (url: string) => {
    const answer: { status?: number; headers?: Record<string, string>; body?: Buffer } = {};
    const response = {
      writeHead: (status: number, headers: Record<string, string>) => Object.assign(answer, { status, headers }),
      end: (body?: Buffer) => Object.assign(answer, { body }),
    };
    const served = servePicture(publicDir, { method: "GET", url } as IncomingMessage, response as never);
    return { served, ...answer };
  };
  it("serves a picture just added, and nothing outside public/images/", async () => {
    const bytes = await png();
    await savePicture(publicDir, "new.png", "visas", bytes);
    const answer = get("/images/visas/new.png");
    expect(answer).toMatchObject({ served: true, status: 200, headers: { "content-type": "image/png" } });
    expect(answer.body?.equals(bytes)).toBe(true);
    for (const url of [
      "/images/../site.manifest.json",
      "/images/%2e%2e/site.manifest.json",
      "/images/%E0%A4%A.png",
      "/images/missing.png",
    ])
      expect(get(url).served, url).toBe(false);
  });
});

describe("removing a picture from the library", () => {
  /** A saved manifest whose page /visa shows the picture `src`. */
  const using = (src: string) => ({
    routes: [{ path: "/visa", title: { mn: "Виз", en: "Visa" }, image: { src, alt: { mn: "Зураг", en: "Picture" } } }],
  });

  /** Posts `body` as JSON to `path` of the library's endpoints, with `saved` as the saved manifest. */
  async function post(path: string, body: unknown, saved: () => unknown = () => ({})) {
    const answer = mediaApi({ publicDir, cacheDir: join(root, "thumbs"), keptDir, savedManifest: saved });
    const server = createServer((req, res) => void answer(req, res, new URL(req.url!, "http://editor")));
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    } finally {
      server.close();
    }
  }

  it("takes a picture no saved page uses out of public/, keeps it beside the backups, and brings it back", async () => {
    writeFileSync(join(publicDir, "images", "passport.png"), await png());
    const removed = await post("/api/media/remove", { src: "/images/passport.png" });
    expect(removed).toEqual({ status: 200, body: { removed: "/images/passport.png", id: expect.any(String) } });
    const id = removed.body.id as string;
    expect(files()).toEqual([`.manifest-backups/removed-pictures/${id}/images/passport.png`, "site.manifest.json"]);
    expect(await listPictures(publicDir)).toEqual([]);
    expect(await post("/api/media/bring-back", { src: "/images/passport.png", id })).toEqual({
      status: 200,
      body: { src: "/images/passport.png" },
    });
    expect(files()).toEqual(["public/images/passport.png", "site.manifest.json"]);
  });

  it("refuses a picture the saved manifest uses, or a file that is not a picture of the library", async () => {
    writeFileSync(join(publicDir, "images", "visa.png"), await png());
    expect(await post("/api/media/remove", { src: "/images/visa.png" }, () => using("/images/visa.png"))).toEqual({
      status: 409,
      body: { refused: "in-use" },
    });
    expect(
      await post("/api/media/remove", { src: "/images/visa.png" }, () => {
        throw new Error("the saved file cannot be read");
      }),
    ).toMatchObject({ status: 409 });
    for (const src of ["/images/none.png", "/images/../../site.manifest.json", "/site.manifest.json", ""])
      expect(removePicture(publicDir, src, {}, keptDir)).toEqual({ refused: "no-such-picture" });
    expect(files()).toEqual(["public/images/visa.png", "site.manifest.json"]);
  });

  it("brings back nothing over a picture added since under the same name, nor from a removal it did not make", async () => {
    writeFileSync(join(publicDir, "images", "a.png"), await png("#111111"));
    const removed = removePicture(publicDir, "/images/a.png", {}, keptDir);
    if (!("id" in removed)) throw new Error("not removed");
    writeFileSync(join(publicDir, "images", "a.png"), await png("#eeeeee"));
    expect(bringBackPicture(publicDir, "/images/a.png", removed.id, keptDir)).toEqual({ refused: "taken" });
    expect(bringBackPicture(publicDir, "/images/b.png", removed.id, keptDir)).toEqual({ refused: "no-such-removal" });
    expect(bringBackPicture(publicDir, "/images/a.png", "../../..", keptDir)).toEqual({ refused: "no-such-removal" });
    expect(files()).toEqual([
      `.manifest-backups/removed-pictures/${removed.id}/images/a.png`,
      "public/images/a.png",
      "site.manifest.json",
    ]);
  });
});
