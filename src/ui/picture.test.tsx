import { JSDOM } from "jsdom";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Lang } from "../routes/table";
import { SiteContext } from "../site-context";
import { initialOf, Monogram } from "./monogram";
import { Picture, pictureSizes } from "./picture";
import { PicturesContext, type PictureTable } from "./pictures";

const table: PictureTable = {
  "/images/campus.jpg": {
    width: 1000,
    height: 600,
    src: "/assets/images/campus-1000.abc.jpg",
    srcset: "/assets/images/campus-320.abc.jpg 320w, /assets/images/campus-1000.abc.jpg 1000w",
    sources: [
      {
        type: "image/avif",
        srcset: "/assets/images/campus-320.abc.avif 320w, /assets/images/campus-1000.abc.avif 1000w",
      },
      {
        type: "image/webp",
        srcset: "/assets/images/campus-320.abc.webp 320w, /assets/images/campus-1000.abc.webp 1000w",
      },
    ],
  },
  "/images/map.svg": { width: 800, height: 500, src: "/images/map.svg" },
};

/** The HTML the server writes, as a browser reads it. */
function drawn(node: ReactNode, lang: Lang = "en") {
  const html = renderToStaticMarkup(
    <SiteContext.Provider value={{ lang, strings: {} }}>
      <PicturesContext.Provider value={table}>{node}</PicturesContext.Provider>
    </SiteContext.Provider>,
  );
  return new JSDOM(`<body>${html}</body>`).window.document.body;
}

const attributes = (element: Element | null) =>
  Object.fromEntries([...(element?.attributes ?? [])].map((a) => [a.name.toLowerCase(), a.value]));

describe("a picture as the page draws it", () => {
  const sizes = pictureSizes("40vw");

  it("a photo: AVIF and WebP sources, then the fallback's srcset, with the photo's size, loaded lazily", () => {
    const body = drawn(<Picture src="/images/campus.jpg" alt="The campus" sizes={sizes} />);
    expect(sizes).toBe("(min-width: 768px) 40vw, 100vw");
    const sources = [...body.querySelectorAll("picture > source")].map(attributes);
    expect(sources).toEqual([
      { type: "image/avif", srcset: table["/images/campus.jpg"].sources![0].srcset, sizes },
      { type: "image/webp", srcset: table["/images/campus.jpg"].sources![1].srcset, sizes },
    ]);
    expect(attributes(body.querySelector("picture > img"))).toEqual({
      src: "/assets/images/campus-1000.abc.jpg",
      srcset: table["/images/campus.jpg"].srcset,
      sizes,
      width: "1000",
      height: "600",
      alt: "The campus",
      loading: "lazy",
      decoding: "async",
    });
  });

  it("the first screen's largest picture is fetched first, not lazily", () => {
    const img = drawn(<Picture src="/images/campus.jpg" alt="The campus" sizes={sizes} priority />).querySelector(
      "img",
    );
    expect(img?.getAttribute("fetchpriority")).toBe("high");
    expect(img?.hasAttribute("loading")).toBe(false);
  });

  it("an SVG as it is, with its viewBox's size and no srcset", () => {
    const body = drawn(<Picture src="/images/map.svg" alt="A map" sizes={sizes} />);
    expect(body.querySelector("picture")).toBeNull();
    expect(attributes(body.querySelector("img"))).toEqual({
      src: "/images/map.svg",
      width: "800",
      height: "500",
      alt: "A map",
      loading: "lazy",
      decoding: "async",
    });
  });

  it("a picture the build did not make (a component's test, the editor's preview) is still shown, as it is", () => {
    const img = drawn(<Picture src="/images/other.jpg" alt="Other" sizes={sizes} />).querySelector("img");
    expect(attributes(img)).toMatchObject({ src: "/images/other.jpg", alt: "Other" });
  });
});

describe("a person's monogram", () => {
  it("shows their given name's first letter in the page's language, passing over initials", () => {
    expect(initialOf("Г. Болормаа", "mn")).toBe("Б");
    expect(initialOf("G. Bolormaa", "en")).toBe("B");
    expect(initialOf("Э. Мөнх-Эрдэнэ", "mn")).toBe("М");
    expect(initialOf("Ө. Үүрцайх", "mn")).toBe("Ү");
    expect(initialOf("өлзий", "mn")).toBe("Ө");
    expect(initialOf("Anna Smith", "en")).toBe("A");
    expect(initialOf("Anna", "en")).toBe("A");
  });

  it("is hidden from screen readers, beside the name it stands for, in a colour chosen by its place", () => {
    const body = drawn(
      <>
        <Monogram name="Г. Болормаа" index={0} />
        <Monogram name="Д. Тэмүүлэн" index={1} />
        <Monogram name="С. Номин" index={5} small />
      </>,
      "mn",
    );
    const discs = [...body.children];
    expect(discs.map((d) => d.textContent)).toEqual(["Б", "Т", "Н"]);
    expect(discs.every((d) => d.getAttribute("aria-hidden") === "true")).toBe(true);
    expect(discs.map((d) => d.getAttribute("data-tone"))).toEqual(["0", "1", "0"]);
    expect(discs[2].getAttribute("data-size")).toBe("small");
  });
});
