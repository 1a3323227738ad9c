import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixturePath, fixturePublicDir, makeManifest } from "../tests/factories";
import { editorApi } from "./api.server";

let server: Server;
let base: string;

beforeAll(async () => {
  const api = editorApi({
    file: fixturePath,
    schemaDir: "schema",
    publicDir: fixturePublicDir,
    preview: () => Promise.reject(new Error("no preview in this test")),
  });
  server = createServer((request, response) => void api(request, response));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const post = async (endpoint: string, body: unknown) => {
  const response = await fetch(base + endpoint, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
};

const visa = "/services/working-holiday";

describe("the editor's move and delete endpoints", () => {
  it("POST /api/move answers the manifest with the page moved, its links rewritten and a redirect", async () => {
    const { status, body } = await post("/api/move", { data: makeManifest(), from: visa, to: "/services/whv" });
    expect(status).toBe(200);
    expect(body.data.routes[2].path).toBe("/services/whv");
    expect(body.data.navigation.header.menus[0].columns[0].links[0].path).toBe("/services/whv");
    expect(body.data.redirects).toEqual([{ from: visa, to: "/services/whv" }]);
  });

  it("POST /api/move says why a move cannot be made", async () => {
    expect(await post("/api/move", { data: makeManifest(), from: visa, to: "/about" })).toEqual({
      status: 400,
      body: { error: `the path "/about" is already used by another page; choose another path` },
    });
  });

  it("POST /api/delete refuses with 409 and the linking places while other pages link to the page", async () => {
    const { status, body } = await post("/api/delete", { data: makeManifest(), path: visa });
    expect(status).toBe(409);
    expect(body.refused).toContainEqual({ path: "/about", where: "blocks[0].body.en" });
  });

  it("POST /api/delete with redirectTo answers the manifest without the page, its links sent there", async () => {
    const { status, body } = await post("/api/delete", { data: makeManifest(), path: visa, redirectTo: "/about" });
    expect(status).toBe(200);
    expect(body.data.routes.map((r: { path: string }) => r.path)).toEqual(["/", "/about", "/blog/first-post"]);
    expect(body.data.redirects).toEqual([{ from: visa, to: "/about" }]);
  });
});
