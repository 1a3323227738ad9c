import { describe, expect, it } from "vitest";
import { folderOf, slugOf, uniqueName } from "./media-rules";

describe("slugOf", () => {
  it("keeps a plain name readable and lower-case", () => {
    expect(slugOf("Sydney Opera House.JPG")).toBe("sydney-opera-house");
  });
  it("writes Mongolian Cyrillic in Latin letters", () => {
    expect(slugOf("Улаанбаатар хот.png")).toBe("ulaanbaatar-khot");
    expect(slugOf("Өвөрхангай, Үүрийн гэгээ.jpg")).toBe("ovorkhangai-uuriin-gegee");
  });
  it("drops accents and symbols", () => {
    expect(slugOf("Crème brûlée (2).webp")).toBe("creme-brulee-2");
  });
  it("keeps no path: only the last part of the name", () => {
    expect(slugOf("../../etc/passwd")).toBe("passwd");
    expect(slugOf("..\\..\\Windows\\win.ini")).toBe("win");
    expect(slugOf("/images/../../site.manifest.json")).toBe("site-manifest");
  });
  it("makes no dot file and no empty name", () => {
    expect(slugOf(".htaccess")).toBe("htaccess");
    expect(slugOf("...")).toBe("picture");
    expect(slugOf("")).toBe("picture");
    expect(slugOf("🙂.png")).toBe("picture");
  });
  it("drops only the last extension and keeps names short", () => {
    expect(slugOf("shell.php.jpg")).toBe("shell-php");
    expect(slugOf("a".repeat(200) + ".png")).toHaveLength(60);
  });
});

describe("uniqueName", () => {
  it("numbers a name that is taken", () => {
    expect(uniqueName("hero", ".jpg", new Set())).toBe("hero.jpg");
    expect(uniqueName("hero", ".jpg", new Set(["hero.jpg"]))).toBe("hero-2.jpg");
    expect(uniqueName("hero", ".jpg", new Set(["hero.jpg", "hero-2.jpg"]))).toBe("hero-3.jpg");
  });
});

describe("folderOf", () => {
  it("takes one plain word, else uploads", () => {
    expect(folderOf("visas")).toBe("visas");
    expect(folderOf("../brand")).toBe("uploads");
    expect(folderOf("a/b")).toBe("uploads");
    expect(folderOf(undefined)).toBe("uploads");
  });
});
