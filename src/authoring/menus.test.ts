import { describe, expect, it } from "vitest";
import type { SiteManifest } from "../generated/manifest";
import { findMenu, menus } from "./menus";

const column = (en: string, mn: string) => ({ heading: { mn, en }, links: [{ path: "/" }] });
const manifest = {
  navigation: {
    header: {
      links: [{ path: "/" }],
      menus: [
        {
          label: { mn: "Үйлчилгээ", en: "Services" },
          columns: [column("Education", "Боловсрол"), column("Travel", "Аялал")],
        },
        {
          label: { mn: "Эрэлттэй хөтөлбөрүүд", en: "Popular courses" },
          columns: [column("Fields of study", "Суралцах чиглэлүүд")],
        },
      ],
    },
    footer: { columns: [column("Read and learn", "Унших зүйлс")] },
  },
} as unknown as SiteManifest;

describe("menus by name and label", () => {
  it("name each place by its heading's English words and label it as visitors see it", () => {
    expect(menus(manifest).map((m) => [m.name, m.label.mn, m.within?.en])).toEqual([
      ["header", "Толгой хэсгийн холбоосууд", undefined],
      ["education", "Боловсрол", "Services"],
      ["travel", "Аялал", "Services"],
      ["fields-of-study", "Суралцах чиглэлүүд", "Popular courses"],
      ["read-and-learn", "Унших зүйлс", undefined],
    ]);
  });

  it("find a menu by its name or its label in either language, in any capitals", () => {
    for (const typed of [
      "fields-of-study",
      "Fields of Study",
      "суралцах чиглэлүүд",
      "POPULAR COURSES",
      "Эрэлттэй хөтөлбөрүүд",
    ])
      expect(findMenu(manifest, typed).menu?.name, typed).toBe("fields-of-study");
    // A drop-down menu of several columns names none of them.
    expect(findMenu(manifest, "Services").menu).toBeUndefined();
  });

  it("suggest the nearest menu: a typo of a name or label, or a word of a label or its drop-down menu's", () => {
    expect(findMenu(manifest, "courses").nearest?.name).toBe("fields-of-study");
    expect(findMenu(manifest, "travle").nearest?.name).toBe("travel");
    expect(findMenu(manifest, "Аялл").nearest?.name).toBe("travel");
    expect(findMenu(manifest, "learn").nearest?.name).toBe("read-and-learn");
    expect(findMenu(manifest, "pricing").nearest).toBeUndefined();
  });
});
