import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { makeManifest } from "../../tests/factories";
import { pageData } from "../manifest/page-data.server";
import { createShareImages } from "./draw.server";
import { createShareWriter } from "./write.server";

const work = mkdtempSync(join(tmpdir(), "share-images-"));
const cacheDir = join(work, "cache");
const client = join(work, "client");
afterAll(() => rmSync(work, { recursive: true, force: true }));

const manifest = makeManifest();
const data = (path: string) => pageData(manifest, path);

describe("a page's share image", () => {
  it("is named by what it shows: the same page the same, each language and each title its own", () => {
    const cards = createShareImages(cacheDir);
    const visa = cards.imageOf(data("/services/working-holiday"))!;
    expect(visa).toEqual({
      url: expect.stringMatching(/^\/assets\/share\/[0-9a-f]{20}\.png$/),
      width: 1200,
      height: 630,
      type: "image/png",
    });
    expect(cards.imageOf(data("/services/working-holiday"))).toEqual(visa);
    expect(cards.imageOf(data("/en/services/working-holiday"))!.url).not.toBe(visa.url);
    const renamed = structuredClone(manifest);
    renamed.routes.find((r) => r.path === "/services/working-holiday")!.title.mn = "Өөр гарчиг";
    expect(createShareImages(cacheDir).imageOf(pageData(renamed, "/services/working-holiday"))!.url).not.toBe(visa.url);
    // The not-found page has none: it is kept out of search results and shared links.
    expect(cards.imageOf(data("/no-such-page"))).toBeUndefined();
  });

  it("is drawn once, at 1200×630, and a rebuild draws none it drew before", async () => {
    const cards = createShareImages(cacheDir);
    const { url } = cards.imageOf(data("/about"))!;
    cards.imageOf(data("/about"));
    const requests = await cards.drawn();
    expect(requests).toEqual([{ file: url.split("/").pop(), svg: expect.stringContaining("<svg") }]);
    const writer = createShareWriter(client, { cacheDir });
    requests.forEach(writer.add);
    expect(await writer.done()).toEqual({ drawn: 1, reused: 0 });
    const png = join(client, ...url.split("/"));
    expect(await sharp(png).metadata()).toMatchObject({ format: "png", width: 1200, height: 630 });

    const again = createShareImages(cacheDir);
    again.imageOf(data("/about"));
    const cached = await again.drawn();
    expect(cached).toEqual([{ file: url.split("/").pop() }]);
    const next = join(work, "next");
    const rewriter = createShareWriter(next, { cacheDir });
    cached.forEach(rewriter.add);
    expect(await rewriter.done()).toEqual({ drawn: 0, reused: 1 });
    expect(existsSync(join(next, ...url.split("/")))).toBe(true);
  });
});
