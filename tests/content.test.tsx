// @vitest-environment jsdom
// The real manifest holds the whole site of the spec: its pages, its counts and its figures,
// shown on the right pages in both languages.
import { cleanup } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Block, Route } from "../src/generated/manifest";
import { localizePath, languages } from "../src/routes/table";
import { renderPage, siteManifest } from "./render";

afterEach(cleanup);
const manifest = siteManifest();
const paths = manifest.routes.map((r) => r.path);
const of = <T extends Route["template"]>(template: T) =>
  manifest.routes.filter((r): r is Extract<Route, { template: T }> => r.template === template);
const blocks = <T extends Block["type"]>(type: T) =>
  manifest.routes
    .flatMap((r) => (r.template === "page" ? r.blocks : []))
    .filter((b): b is Extract<Block, { type: T }> => b.type === type);

const services = [
  "admission-counseling",
  "application-processing",
  "student-health-cover",
  "scholarship-guidance",
  "visa-application",
  "travel-planning",
  "invitation",
  "working-holiday",
  "work-visa-482",
  "pte",
  "ielts",
  "toefl",
  "gre",
  "duolingo",
  "student",
  "visitor",
  "nz-student",
  "schengen",
  "us-travel",
  "us-green-card",
];
const destinations = ["australia", "new-zealand", "canada", "usa", "ireland", "uk", "singapore", "malaysia"];
const courses = [
  "architecture-building",
  "creative-arts-design",
  "law-degree",
  "arts-humanities",
  "science",
  "information-technology",
  "food-hospitality",
  "business-management",
  "health-allied",
  "engineering",
  "medicine",
];

describe("every route of the spec", () => {
  it.each([
    [
      "the fixed pages",
      [
        "/",
        "/about",
        "/blog",
        "/customer-stories",
        "/partners",
        "/services",
        "/contact",
        "/privacy-policy",
        "/terms-of-service",
      ],
    ],
    ["twenty services", services.map((s) => `/services/${s}`)],
    ["eight destinations", destinations.map((d) => `/destinations/${d}`)],
    ["eleven courses", courses.map((c) => `/courses/${c}`)],
  ])("%s", (_, expected) => {
    for (const path of expected) expect(paths, path).toContain(path);
  });

  it("ten articles under /blog/", () => {
    expect(of("article").map((a) => a.path.startsWith("/blog/"))).toEqual(Array(10).fill(true));
  });
});

describe("the spec's counts", () => {
  it.each([
    ["six testimonials", () => blocks("testimonials").map((b) => b.items.length), 6],
    ["five team members", () => blocks("team").map((b) => b.members.length), 5],
    [
      "seven partner cards",
      () =>
        blocks("partners")
          .filter((b) => b.cards)
          .map((b) => b.cards!.length),
      7,
    ],
    ["seven values", () => blocks("values").map((b) => b.items.length), 7],
    ["six benefits", () => blocks("benefits").map((b) => b.items.length), 6],
    ["five process steps", () => blocks("process").map((b) => b.steps.length), 5],
    ["eight destination tiles", () => blocks("destinations").map((b) => b.tiles.length), 8],
    ["three articles in the home teaser", () => blocks("blog-teaser").map((b) => b.count), 3],
    [
      "7 specializations, careers and skills per course",
      () => of("course").flatMap((c) => [c.specializations.length, c.careers.length, c.skills.length]),
      7,
    ],
    [
      "5 universities and 5 cities or fields per destination",
      () => of("destination").flatMap((d) => [d.universities.length, d.places.items.length]),
      5,
    ],
    ["4 highlights per destination", () => of("destination").map((d) => d.highlights.length), 4],
    ["5 stat cards per visa", () => of("visa").map((v) => v.stats.length), 5],
  ] as const)("%s", (_, counts, expected) => {
    const found = counts();
    expect(found.length).toBeGreaterThan(0);
    expect(new Set(found)).toEqual(new Set([expected]));
  });

  it("six partner cards of education and one of testing", () => {
    const cards = blocks("partners").flatMap((b) => b.cards ?? []);
    expect(cards.filter((c) => c.category === "education")).toHaveLength(6);
    expect(cards.filter((c) => c.category === "testing")).toHaveLength(1);
  });
});

/**
 * Spec section 9, page by page: each figure must appear in the rendered page in both languages.
 * Text is compared with spaces removed and dashes unified, so "4 - 8" and "4–8" match "4-8".
 */
const figures: Record<string, string[]> = {
  "/services/working-holiday": ["4-8", "$850", "$510", "18-30", "12", "5,000", "6"],
  "/services/student": ["6-12", "$1,200", "$650", "20", "80%"],
  "/services/visitor": ["2-4", "$600", "$150", "3-12", "1-10"],
  "/services/nz-student": ["4-6", "$1,100", "$375", "20", "1-4"],
  "/services/schengen": ["15-20", "$450", "€80", "90", "180", "27", "€30,000", "3"],
  "/services/us-travel": ["3-5", "$800", "$185", "6", "10"],
  "/services/us-green-card": ["$300", "55,000", "2"],
  "/services/duolingo": ["$49", "48", "45", "10", "5"],
  "/services/pte": ["2-5"],
  "/services/ielts": ["30", "40", "60", "11-14", "9", "8", "7", "6.5", "6"],
  "/services/work-visa-482": ["4"],
  "/destinations/uk": ["3", "1", "2"],
  "/destinations/new-zealand": ["20", "1-3"],
  "/partners": ["750+", "15+", "100+", "10+"],
  "/": ["1500+", "98%", "750+", "15+", "100+", "10+"],
};
const normal = (text: string) => text.replace(/\s+/g, "").replace(/[–—]/g, "-");

describe("the spec's figures, on the right pages, in both languages", () => {
  it.each(
    Object.entries(figures).flatMap(([path, list]) =>
      languages.map((lang) => [localizePath(path, lang), list] as const),
    ),
  )("%s", (url, list) => {
    const { container } = renderPage(manifest, url);
    const text = normal(container.textContent ?? "");
    for (const figure of list) expect(text, `${url} does not show ${figure}`).toContain(normal(figure));
  });

  it("office hours Mon-Fri 9:00-18:00 and Sat 10:00-15:00", () => {
    expect(manifest.settings.contact.hours.map((h) => h.time)).toEqual(["9:00-18:00", "10:00-15:00"]);
  });

  it("the financial bands of the visa finder in tugrik", () => {
    const finance = blocks("visa-finder")
      .flatMap((b) => b.questions)
      .find((q) => q.id === "finance");
    expect(finance?.options.map((o) => normal(o.hint?.en ?? ""))).toEqual([
      expect.stringContaining("1-3"),
      expect.stringContaining("3-10"),
      expect.stringContaining("10"),
    ]);
  });
});
