import { createRequestHandler, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { loadManifest } from "../manifest/load.server";
import { pageData } from "../manifest/page-data.server";
import { routeTable } from "../routes/table";
import { encodeTurboStream, turboStreamMemo, type TurboStreamMemo, UnsupportedValueError } from "./turbo-stream";

/** React Router's own encoding of a loader's data: the body of a `.data` request to a one-route app. */
async function reactRouterEncoding(data: unknown): Promise<string> {
  const build = {
    routes: {
      root: { id: "root", path: "", module: {} },
      page: { id: "page", parentId: "root", path: "*", module: { loader: () => data, default: () => null } },
    },
    assets: {
      routes: { root: { id: "root", hasLoader: false }, page: { id: "page", parentId: "root", hasLoader: true } },
      entry: { module: "", imports: [] },
      url: "",
      version: "1",
    },
    entry: { module: { default: () => new Response("") } },
    future: {},
    basename: "/",
    publicPath: "/",
    assetsBuildDirectory: "",
    isSpaMode: false,
    prerender: [],
    ssr: true,
    routeDiscovery: { mode: "lazy" },
  } as unknown as ServerBuild;
  const response = await createRequestHandler(build, "production")(new Request("http://localhost/page.data"));
  return response.text();
}

const ours = (data: unknown) => encodeTurboStream({ page: { data } });

describe("the turbo-stream encoding of page data", () => {
  it.each([
    [
      "strings used twice, written once",
      { lang: "mn", page: { title: "Нүүр", lang: "mn" }, refs: {}, list: [1, "mn"] },
    ],
    [
      "an object used twice",
      (() => {
        const link = { path: "/about" };
        return { header: [link, link], footer: link };
      })(),
    ],
    [
      "undefined, null, negative zero, infinities, NaN",
      { a: undefined, b: null, c: -0, d: Infinity, e: -Infinity, f: Number.NaN, g: 0 },
    ],
    ["text that ends a script", { body: '</script><script>alert("x")</script> & \u2028' }],
    // eslint-disable-next-line no-sparse-arrays -- a hole is the case under test
    ["nested arrays with holes and a date", { rows: [[1, 2], [], [true, false]], sparse: [1, , 3], when: new Date(0) }],
  ])("is React Router's own for %s", async (_, data) => {
    expect(ours(data)).toBe(await reactRouterEncoding(data));
  });

  it("is React Router's own for the data of every page of the site", async () => {
    const manifest = loadManifest();
    for (const { path } of routeTable(manifest)) {
      const data = pageData(manifest, path);
      expect(ours(data), path).toBe(await reactRouterEncoding(data));
    }
  });

  it("writes the header and footer's data again, page after page, as it would write it anew", () => {
    const manifest = loadManifest();
    const memos = new Map<object, TurboStreamMemo>();
    const pages = routeTable(manifest);
    for (const { path } of pages) {
      // As the page loader returns it: the scripts first, the header and footer's data last.
      const data = { scripts: ["/assets/page.js"], ...pageData(manifest, path) };
      const memo = memos.get(data.chrome) ?? memos.set(data.chrome, turboStreamMemo(data.chrome)).get(data.chrome)!;
      // The two wrappers of a page: its .data file's, and its HTML's.
      for (const wrapped of [{ page: { data } }, { loaderData: { page: data }, actionData: null, errors: null }])
        expect(encodeTurboStream(wrapped, memo), path).toBe(encodeTurboStream(wrapped));
    }
    // One header and footer per language, written anew for a few kinds of page only, and kept.
    expect(memos.size).toBe(2);
    for (const memo of memos.values()) {
      expect(memo.written.size).toBeGreaterThan(0);
      expect(memo.written.size).toBeLessThan(pages.length / 8);
    }
  });

  it("writes a shared object anew when it refers to an object written before it, or after other strings", () => {
    const link = { path: "/about" };
    const shared = { menu: [link, "mn"], title: "Нүүр" };
    const memo = turboStreamMemo(shared);
    const first = { lang: "mn", link, shared };
    const second = { lang: "en", link: { path: "/en/about" }, shared };
    for (const data of [first, second, first, { lang: "mn", shared }])
      expect(encodeTurboStream({ page: { data } }, memo)).toBe(encodeTurboStream({ page: { data } }));
    expect(memo.written.size).toBe(2);
  });

  it("refuses what only React Router's plugins encode, naming the kind of value", () => {
    expect(() => encodeTurboStream({ map: new Map() })).toThrow(UnsupportedValueError);
    expect(() => encodeTurboStream({ later: Promise.resolve(1) })).toThrow(/Promise/);
    expect(() => encodeTurboStream({ run: () => 1 })).toThrow(/function/);
  });
});
