import { describe, expect, it } from "vitest";
import { makeManifest } from "../../tests/factories";
import { changesBetween, summarize } from "./changes";
import { whenLabel, whenLabels } from "./when";

const edited = (edit: (m: ReturnType<typeof makeManifest>) => void) => {
  const manifest = makeManifest();
  edit(manifest);
  return manifest;
};
const page = (m: ReturnType<typeof makeManifest>, path: string) => m.routes.find((r) => r.path === path)!;

describe("what a new version of the manifest changed", () => {
  it("names the pages by path and each field with its language", () => {
    const after = edited((m) => {
      m.settings.contact.email = "hello@example.mn";
      page(m, "/about").title.en = "Who we are";
    });
    expect(changesBetween(makeManifest(), after)).toEqual({
      pages: ["/about"],
      fields: ["settings › contact › email", "/about › title (en)"],
      places: [
        { at: ["settings", "contact", "email"], was: makeManifest().settings.contact.email, now: "hello@example.mn" },
        { page: "/about", at: ["title", "en"], was: page(makeManifest(), "/about").title.en, now: "Who we are" },
      ],
    });
  });

  it("gives a text's words before and after, formatted text as it reads, cut short; no words for other values", () => {
    const long = "Долоо хоногт 20 цаг ажиллах эрхтэй. ".repeat(5);
    const after = edited((m) => {
      const about = page(m, "/about") as unknown as Record<string, unknown>;
      about.title = { mn: `<p>Бидний <strong>тухай</strong> &amp; зорилго</p>`, en: long };
      (page(m, "/services/working-holiday") as { stats: unknown[] }).stats.pop();
    });
    const { places } = changesBetween(makeManifest(), after);
    const at = (key: string) => places!.find((p) => "at" in p && p.at.join("/") === key) as Record<string, unknown>;
    expect(at("title/mn").now).toBe("Бидний тухай & зорилго");
    expect(at("title/en").now).toMatch(/^Долоо хоногт 20 цаг ажиллах эрхтэй\..{40,}…$/);
    expect((at("title/en").now as string).length).toBeLessThanOrEqual(80);
    expect(at("stats")).toEqual({ page: "/services/working-holiday", at: ["stats"] });
    // Never through a figure's name, which the editor shows by its name.
    const figure = changesBetween(
      makeManifest(),
      edited((m) => void (page(m, "/about").title.en = `${"x".repeat(70)} {{clients}} more`)),
    );
    expect((figure.places![0] as Record<string, string>).now).toBe(`${"x".repeat(70)}…`);
  });

  it("numbers list items from 1, and counts a list that grew or shrank as one change", () => {
    const after = edited((m) => {
      const home = page(m, "/") as { blocks: { type: string; heading?: { en: string } }[] };
      home.blocks[1].heading!.en = "Changed";
      (page(m, "/services/working-holiday") as { stats: unknown[] }).stats.pop();
    });
    expect(changesBetween(makeManifest(), after)).toEqual({
      pages: ["/", "/services/working-holiday"],
      fields: ["/ › blocks 2 › heading (en)", "/services/working-holiday › stats"],
      places: [
        {
          page: "/",
          at: ["blocks", 1, "heading", "en"],
          was: (page(makeManifest(), "/") as { blocks: { heading?: { en: string } }[] }).blocks[1].heading!.en,
          now: "Changed",
        },
        { page: "/services/working-holiday", at: ["stats"] },
      ],
    });
  });

  it("matches pages by path: adding, removing, moving or reordering pages changes no other page", () => {
    const before = makeManifest();
    const moved = edited((m) => {
      page(m, "/about").path = "/about-us";
      m.routes.reverse();
      m.routes.push({ ...page(m, "/blog/first-post"), path: "/blog/second-post" });
    });
    expect(changesBetween(before, moved)).toEqual({
      pages: ["/about-us", "/blog/second-post", "/about"],
      added: ["/about-us", "/blog/second-post"],
      removed: ["/about"],
      fields: ["the order of pages"],
      places: [{ whole: "order" }],
    });
  });

  it("names each redirect added, changed or removed by its old address", () => {
    const before = {
      ...makeManifest(),
      redirects: [
        { from: "/old", to: "/about" },
        { from: "/gone", to: "/" },
      ],
    };
    const after = {
      ...makeManifest(),
      redirects: [
        { from: "/old", to: "/blog/first-post" },
        { from: "/older", to: "/about" },
      ],
    };
    expect(changesBetween(before, after)).toEqual({
      pages: [],
      fields: ["redirects › /old → /blog/first-post", "redirects › /gone (removed)", "redirects › /older → /about"],
      places: [
        { redirect: { from: "/old", to: "/blog/first-post" } },
        { redirect: { from: "/gone" } },
        { redirect: { from: "/older", to: "/about" } },
      ],
    });
  });

  it("finds nothing when only the layout of the text changed", () => {
    expect(changesBetween(makeManifest(), JSON.parse(JSON.stringify(makeManifest())))).toEqual({
      pages: [],
      fields: [],
      places: [],
    });
  });
});

describe("a version's changes in one line", () => {
  it("lists a few pages, then counts the fields", () => {
    const fields = ["/a › title (en)", "/b › title (en)", "/c › title (mn)", "/d › body (en)", "/d › body (mn)"];
    expect(summarize({ pages: ["/about", "/services/student", "/blog", "/d"], fields })).toBe(
      "4 pages: /about, /services/student, /blog, … · 5 fields",
    );
    expect(summarize({ pages: ["/about"], fields: ["/about › title (en)"] })).toBe("1 page: /about · 1 field");
    expect(summarize({ pages: ["/new"], fields: [] })).toBe("1 page: /new");
  });

  it("names the fields outside pages when there are few", () => {
    expect(summarize({ pages: [], fields: ["settings › contact › email"] })).toBe("settings › contact › email");
    expect(summarize({ pages: [], fields: ["a", "b", "c", "d"] })).toBe("4 fields");
    expect(summarize({ pages: [], fields: [] })).toBe("no change to the content");
  });
});

describe("when a version was saved, in local time", () => {
  const now = new Date(2025, 4, 14, 18, 30);
  it("gives the time alone today, the day before it otherwise, and the year when it is not this one", () => {
    expect(whenLabel(new Date(2025, 4, 14, 14, 5).toISOString(), now)).toBe("14:05");
    expect(whenLabel(new Date(2025, 4, 3, 9, 0).toISOString(), now)).toBe("3 May, 09:00");
    expect(whenLabel(new Date(2024, 11, 31, 23, 59).toISOString(), now)).toBe("31 Dec 2024, 23:59");
  });

  it("adds the seconds where two moments of a list would read the same", () => {
    const moments = [new Date(2025, 4, 14, 14, 5, 41), new Date(2025, 4, 14, 14, 5, 9), new Date(2025, 4, 14, 13, 0)];
    expect(
      whenLabels(
        moments.map((m) => m.toISOString()),
        now,
      ),
    ).toEqual(["14:05:41", "14:05:09", "13:00"]);
  });
});

describe("when a version was saved, in Mongolian", () => {
  const now = new Date(2026, 10, 25, 18, 30);
  it("writes the month by its number and the year in words, as Mongolian dates are written", () => {
    expect(whenLabel(new Date(2026, 10, 25, 14, 5).toISOString(), now, false, "mn")).toBe("14:05");
    expect(whenLabel(new Date(2026, 4, 3, 9, 0).toISOString(), now, false, "mn")).toBe("5-р сарын 3, 09:00");
    expect(whenLabel(new Date(2024, 11, 31, 23, 59).toISOString(), now, false, "mn")).toBe(
      "2024 оны 12-р сарын 31, 23:59",
    );
  });
});
