import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { versionOf } from "../../editor/store.server";
import { launchBrowser } from "./browser";
import { startEditor, type EditorServer } from "./editor-server";

let browser: Browser;
let editor: EditorServer;
let attacker: Server;
let attackerBase: string;
let original: string;

// What a page on another port tries while the author has the editor open in the same browser.
const attack = `<!doctype html><script>
window.results = (async () => {
  const editor = new URLSearchParams(location.search).get("editor");
  const version = new URLSearchParams(location.search).get("version");
  const evil = JSON.stringify({ data: { PWNED: "by cross-site request" }, version, confirmInvalid: true });
  const tries = {};
  const attempt = async (name, run) => {
    try { tries[name] = await run(); } catch (error) { tries[name] = "refused: " + error.name; }
  };
  for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data"])
    await attempt("no-cors " + type, async () => {
      const response = await fetch(editor + "/api/save", { method: "POST", mode: "no-cors", credentials: "include", headers: { "content-type": type }, body: evil });
      return response.type === "opaque" ? "opaque" : await response.text();
    });
  await attempt("cors json", async () => (await fetch(editor + "/api/save", { method: "POST", credentials: "include", headers: { "content-type": "application/json" }, body: evil })).text());
  await attempt("read state", async () => (await fetch(editor + "/api/state", { credentials: "include" })).text());
  await attempt("read state no-cors", async () => {
    const response = await fetch(editor + "/api/state", { mode: "no-cors", credentials: "include" });
    return response.type === "opaque" ? "opaque" : await response.text();
  });
  await attempt("read file through the dev server", async () => (await fetch(editor + "/site.manifest.json")).text());
  return tries;
})();
</script>`;

beforeAll(async () => {
  [browser, editor] = await Promise.all([launchBrowser(), startEditor()]);
  original = readFileSync(editor.file, "utf8");
  attacker = createServer((_, response) => {
    response.writeHead(200, { "content-type": "text/html" });
    response.end(attack);
  });
  await new Promise<void>((resolve) => attacker.listen(0, "127.0.0.1", resolve));
  attackerBase = `http://127.0.0.1:${(attacker.address() as AddressInfo).port}`;
}, 90_000);
afterAll(async () => {
  await browser?.close();
  editor?.stop();
  attacker?.close();
});

/** A request with a Host header of the caller's choosing, as DNS rebinding would send it. */
function withHost(path: string, host: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const call = request(`${editor.base}${path}`, { headers: { ...headers, host } }, (response) => {
      let body = "";
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    call.on("error", reject).end();
  });
}

it("a page on another port can neither read nor write the manifest, with any content type or mode", async () => {
  const page = await browser.newPage();
  // The author is signed in: the browser holds the editor's cookie, and the attacker's page is same-site.
  await page.goto(editor.signIn);
  await page.locator(".sidebar").waitFor({ timeout: 60_000 });
  const query = new URLSearchParams({ editor: editor.base, version: versionOf(original) });
  await page.goto(`${attackerBase}/?${query}`);
  const tries = (await page.evaluate("window.results")) as Record<string, string>;
  await page.close();

  expect(readFileSync(editor.file, "utf8")).toBe(original);
  expect(Object.keys(tries)).toHaveLength(7);
  for (const [name, outcome] of Object.entries(tries)) {
    expect(outcome, name).not.toContain('"settings"');
    expect(outcome, name).not.toContain(editor.file);
  }
});

it("a forged Host (DNS rebinding) gets 403, even with the secret", async () => {
  for (const path of ["/", "/api/state"]) {
    const answer = await withHost(path, `rebind.example:${editor.port}`, { "x-editor-token": editor.token });
    expect(answer.status, path).toBe(403);
    expect(answer.body).not.toContain(editor.file);
  }
  expect((await withHost("/api/state", `127.0.0.1:${editor.port}`, { "x-editor-token": editor.token })).status).toBe(
    200,
  );
});

it("besides its page, its API and public/images/, the editor answers no file of the project", async () => {
  const root = process.cwd();
  for (const path of [
    "/package.json",
    "/site.manifest.json",
    "/preview.server.tsx",
    "/src/theme.ts",
    `/@fs${root}/package.json`,
    `/@fs${editor.file}`,
  ]) {
    const answer = await fetch(editor.base + path);
    expect(answer.status, path).toBe(404);
    expect(await answer.text(), path).not.toContain("{");
  }
  const picture = readdirSync(join(editor.publicDir, "images", "brand"))[0];
  expect((await fetch(`${editor.base}/images/brand/${picture}`)).status).toBe(200);
});

it("an API call without this start's secret is refused with words that say what to do", async () => {
  const answer = await fetch(`${editor.base}/api/state`);
  expect(answer.status).toBe(401);
  expect((await answer.json()).error).toMatch(/Open the address that `npm run edit` printed/);
});

it("the editor opened without its printed address tells a Mongolian reader to open that address, not to reload", async () => {
  const page = await browser.newPage();
  await page.goto(`${editor.base}/`);
  const told = page.getByText("?token=", { exact: false });
  await told.first().waitFor({ timeout: 60_000 });
  const text = await told.first().textContent();
  expect(text).toMatch(/нэвтрээгүй/);
  expect(text).not.toMatch(/дахин ачаална уу/);
  await page.close();
});

it("the API takes JSON objects only", async () => {
  const post = (type: string, body: string) =>
    fetch(`${editor.base}/api/validate`, {
      method: "POST",
      headers: { "content-type": type, "x-editor-token": editor.token },
      body,
    });
  expect((await post("text/plain", JSON.stringify({ data: {} }))).status).toBe(415);
  const list = await post("application/json", "[]");
  expect(list.status).toBe(400);
  expect((await list.json()).error).toBe("the request must be a JSON object");
  expect((await post("application/json", "{")).status).toBe(400);
});
