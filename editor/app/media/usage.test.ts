import { describe, expect, it } from "vitest";
import { pictureUses } from "./usage";

const title = (en: string) => ({ mn: `${en} (mn)`, en });

describe("pictureUses", () => {
  const manifest = {
    settings: { logo: { mark: "/images/brand/mark.svg" }, shareImage: "/images/share.png" },
    navigation: {},
    routes: [
      { path: "/visa", title: title("Visa"), hero: { src: "/images/visas/a.jpg", alt: title("A") } },
      {
        path: "/blog/post",
        title: title("Post"),
        body: `<p>Text</p><img alt="x" src="/images/articles/b.png?v=2"><img src='/images/visas/a.jpg'>`,
      },
      {
        path: "/about",
        title: title("About"),
        blocks: [{ type: "partners", logos: [{ logo: "/images/partners/c.svg" }] }],
      },
      { path: "/files", title: title("Files"), file: "/docs/form.pdf", note: "see /images/visas/a.jpg in text" },
    ],
  };
  const uses = pictureUses(manifest);

  it("finds image fields, formatted texts' pictures, block pictures and settings", () => {
    expect(uses.get("/images/visas/a.jpg")).toEqual([
      { page: title("Visa"), path: "/visa" },
      { page: title("Post"), path: "/blog/post" },
    ]);
    expect(uses.get("/images/articles/b.png")).toEqual([{ page: title("Post"), path: "/blog/post" }]);
    expect(uses.get("/images/partners/c.svg")).toEqual([{ page: title("About"), path: "/about" }]);
    expect(uses.get("/images/brand/mark.svg")).toEqual([{ section: "settings" }]);
    expect(uses.get("/images/share.png")).toEqual([{ section: "settings" }]);
  });

  it("counts no file that is not a picture and no path written inside a sentence", () => {
    expect([...uses.keys()].sort()).toEqual([
      "/images/articles/b.png",
      "/images/brand/mark.svg",
      "/images/partners/c.svg",
      "/images/share.png",
      "/images/visas/a.jpg",
    ]);
  });

  it("reads anything without failing", () => {
    expect(pictureUses(null).size).toBe(0);
    expect(pictureUses({ routes: [null, 3, { path: "/x" }] }).size).toBe(0);
  });
});
