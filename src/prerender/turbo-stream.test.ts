import { createRequestHandler, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { loadManifest } from "../manifest/load.server";
import { pageData } from "../manifest/page-data.server";
import { routeTable } from "../routes/table";
import { encodeTurboStream, UnsupportedValueError } from "./turbo-stream";

/** React Router's own encoding of a loader's data: the body of a `.data` request to a one-route app. */
async function reactRouterEncoding(data: unknown): Promise<string> {
  const build = {
    routes: { root: { id: "root", path: "", module: {} }, page: { id: "page", parentId: "root", path: "*", module: { loader: () => data, default: () => null } } },
    assets: { routes: { root: { id: "root", hasLoader: false }, page: { id: "page", parentId: "root", hasLoader: true } }, entry: { module: "", imports: [] }, url: "", version: "1" },
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
    ["strings used twice, written once", { lang: "mn", page: { title: "Нүүр", lang: "mn" }, refs: {}, list: [1, "mn"] }],
    ["an object used twice", (() => { const link = { path: "/about" }; return { header: [link, link], footer: link }; })()],
    ["undefined, null, negative zero, infinities, NaN", { a: undefined, b: null, c: -0, d: Infinity, e: -Infinity, f: Number.NaN, g: 0 }],
    ["text that ends a script", { body: '</script><script>alert("x")</script> & \u2028' }],
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

  it("refuses what only React Router's plugins encode, naming the kind of value", () => {
    expect(() => encodeTurboStream({ map: new Map() })).toThrow(UnsupportedValueError);
    expect(() => encodeTurboStream({ later: Promise.resolve(1) })).toThrow(/Promise/);
    expect(() => encodeTurboStream({ run: () => 1 })).toThrow(/function/);
  });
});
