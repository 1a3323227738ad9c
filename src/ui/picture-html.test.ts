import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { sanitize } from "../content/sanitize.server";
import { withPictures } from "./picture-html";
import type { PictureTable } from "./pictures";

const table: PictureTable = {
  "/images/campus.jpg": {
    width: 1000,
    height: 600,
    src: "/assets/images/campus-1000.abc.jpg",
    srcset: "/assets/images/campus-320.abc.jpg 320w, /assets/images/campus-1000.abc.jpg 1000w",
    sources: [{ type: "image/avif", srcset: "/assets/images/campus-320.abc.avif 320w" }],
  },
  "/images/map.svg": { width: 800, height: 500, src: "/images/map.svg" },
};
const sizes = "(min-width: 768px) 46rem, 100vw";
/** Formatted text as the build writes it, then as a browser reads it. */
const drawn = (html: string) =>
  new JSDOM(`<body>${withPictures(sanitize(html, "en"), table, sizes)}</body>`).window.document.body;

describe("pictures in formatted text", () => {
  it("a photo of public/images/ gets its modern formats, its srcset and its own size, and loads lazily", () => {
    const body = drawn('<p>Our campus:</p><img src="/images/campus.jpg" alt="The &quot;main&quot; campus" width="50">');
    expect(body.querySelector("picture > source")?.getAttribute("type")).toBe("image/avif");
    const img = body.querySelector("picture > img")!;
    expect(Object.fromEntries([...img.attributes].map((a) => [a.name, a.value]))).toEqual({
      src: "/assets/images/campus-1000.abc.jpg",
      srcset: table["/images/campus.jpg"].srcset,
      sizes,
      width: "1000",
      height: "600",
      alt: 'The "main" campus',
      loading: "lazy",
      decoding: "async",
    });
  });

  it("an SVG gets its viewBox's size; a picture the build did not make keeps the size written", () => {
    const body = drawn(
      '<img src="/images/map.svg" alt="Map"><img src="/images/other.png" alt="Other" width="40" height="30">',
    );
    const [map, other] = body.querySelectorAll("img");
    expect([map.getAttribute("width"), map.getAttribute("height"), map.getAttribute("src")]).toEqual([
      "800",
      "500",
      "/images/map.svg",
    ]);
    expect([other.getAttribute("width"), other.getAttribute("height"), other.getAttribute("loading")]).toEqual([
      "40",
      "30",
      "lazy",
    ]);
  });

  it("leaves text without pictures as it is", () => {
    const html = sanitize("<p>No pictures <strong>here</strong>.</p>", "en");
    expect(withPictures(html, table, sizes)).toBe(html);
  });
});
