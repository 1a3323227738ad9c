import { describe, expect, it } from "vitest";
import { rewrite } from "./edit-json";

// An author's own layout: short texts on one line, a comment-free but hand-aligned file.
const text = `{
  "settings": { "name": { "mn": "Эрдэм", "en": "Erdem" }, "email": "info@example.mn" },
  "routes": [
    { "path": "/", "title": { "mn": "Нүүр", "en": "Home" } },
    { "path": "/about", "title": { "mn": "Тухай", "en": "About" } }
  ]
}
`;

describe("rewriting the manifest where it changed", () => {
  it("changes one value in place, keeping the author's layout of everything else", () => {
    const before = JSON.parse(text);
    const after = structuredClone(before);
    after.routes[1].title.en = "About us";
    const result = rewrite(text, before, after);
    expect(result).toBe(text.replace('"en": "About" }', '"en": "About us" }'));
  });

  it("removes a field and adds one, laying out only the object that holds them anew", () => {
    const before = JSON.parse(text);
    const after = structuredClone(before);
    delete after.settings.email;
    after.settings.baseUrl = "https://example.mn";
    const result = rewrite(text, before, after);
    expect(JSON.parse(result)).toEqual(after);
    expect(result.slice(result.indexOf('  "routes"'))).toBe(text.slice(text.indexOf('  "routes"')));
  });

  it("inserts and removes items in the middle of a list as single edits, leaving the other items' text alone", () => {
    const three = text.replace(
      '"About" } }\n  ]',
      '"About" } },\n    { "path": "/blog", "title": { "mn": "Блог", "en": "Blog" } }\n  ]',
    );
    const before = JSON.parse(three);
    const inserted = {
      ...before,
      routes: [before.routes[0], { path: "/new", status: "draft" }, ...before.routes.slice(1)],
    };
    const withInsert = rewrite(three, before, inserted);
    expect(JSON.parse(withInsert)).toEqual(inserted);
    expect(withInsert).toContain('{ "path": "/about", "title": { "mn": "Тухай", "en": "About" } }');
    const removed = { ...before, routes: [before.routes[0], before.routes[2]] };
    const withRemoval = rewrite(three, before, removed);
    expect(JSON.parse(withRemoval)).toEqual(removed);
    expect(withRemoval).toContain('{ "path": "/blog", "title": { "mn": "Блог", "en": "Blog" } }');
  });

  it("inserts copies at two places and deletes at a third, each as one edit, the items between them untouched", () => {
    // Pages of two shapes, as templates differ: an item matched with its neighbour would take its fields' order.
    const pages = Array.from({ length: 30 }, (_, i) =>
      i % 2
        ? { template: "visa", facts: { fee: i, weeks: [i, i + 1] }, path: `/page-${i}` }
        : { path: `/page-${i}`, title: { mn: `Хуудас ${i}`, en: `Page ${i}` }, blocks: [{ type: "text" }] },
    );
    const list = JSON.stringify({ routes: pages }, null, 2) + "\n";
    const before = JSON.parse(list);
    const routes = [...before.routes];
    routes.splice(25, 1);
    routes.splice(18, 0, { ...before.routes[18], path: "/page-18-copy" });
    routes.splice(4, 0, { ...before.routes[4], path: "/page-4-copy" });
    const after = { routes };
    const result = rewrite(list, before, after);
    expect(JSON.stringify(JSON.parse(result))).toBe(JSON.stringify(after));
    // Every item kept has the very text it had.
    const itemText = (page: object) => JSON.stringify(page, null, 2).replaceAll("\n", "\n    ");
    for (const page of before.routes.filter((_: unknown, i: number) => i !== 25))
      expect(result).toContain(itemText(page));
  });

  it("writes a reordered list whole, with every item kept", () => {
    const before = JSON.parse(text);
    const after = { ...before, routes: [before.routes[1], before.routes[0]] };
    expect(JSON.parse(rewrite(text, before, after))).toEqual(after);
  });
});
