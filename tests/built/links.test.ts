import { JSDOM } from "jsdom";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { expect, it } from "vitest";
import { dom } from "../../src/chrome/dom-names";
import { resolveFacts } from "../../src/content/facts";
import { routeTable } from "../../src/routes/table";

const client = "build/client";

/** Every page of the build (the scripts' folder, assets/, holds none). */
const htmlFiles = () =>
  readdirSync(client, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".html"))
    .map((name) => join(client, name));

/** The file a static host serves for a URL path: the file itself, or the folder's index.html. */
function servedFile(path: string): string | undefined {
  const file = join(client, decodeURIComponent(path));
  if (existsSync(file) && statSync(file).isFile()) return file;
  const index = join(file, "index.html");
  return existsSync(index) ? index : undefined;
}

const pages = new Map(
  htmlFiles().map((file) => {
    const path = "/" + relative(client, file).split(sep).slice(0, -1).join("/");
    return [path, new JSDOM(readFileSync(file, "utf8"), { url: `http://site.test${path}` }).window.document] as const;
  }),
);

it("every internal href, src and srcset of every built page resolves to a built file, and every #anchor exists", () => {
  const broken: string[] = [];
  let checked = 0;
  for (const [path, document] of pages) {
    const targets = [
      // The phone menu's close link (without script) names nothing on purpose: the menu is then no
      // page's target, and the page does not scroll.
      ...[...document.querySelectorAll(`[href]:not([${dom.phoneToggle}=close])`)].map((e) => e.getAttribute("href")!),
      ...[...document.querySelectorAll("[src]")].map((e) => e.getAttribute("src")!),
      ...[...document.querySelectorAll("[srcset]")].flatMap((e) =>
        e
          .getAttribute("srcset")!
          .split(",")
          .map((c) => c.trim().split(/\s+/)[0]),
      ),
    ];
    for (const target of targets) {
      const url = new URL(target, `http://site.test${path}`);
      if (url.origin !== "http://site.test") continue;
      checked++;
      const file = servedFile(url.pathname);
      if (!file) broken.push(`${path}: ${target} is not a built file`);
      else if (url.hash && file.endsWith(".html")) {
        const anchor = decodeURIComponent(url.hash.slice(1));
        const targetPath = url.pathname.replace(/\/$/, "") || "/";
        if (!pages.get(targetPath)?.getElementById(anchor))
          broken.push(`${path}: ${target} names no element with id "${anchor}"`);
      }
    }
  }
  expect(broken).toEqual([]);
  // Each page links at least to its scripts, the home page and the other language.
  expect(checked).toBeGreaterThan(pages.size * 3);
});

it("without JavaScript every page of the route table is reached by following links from the home page of its language", () => {
  const table = routeTable(resolveFacts(JSON.parse(readFileSync("site.manifest.json", "utf8"))));
  const reached = new Set<string>();
  const queue = ["/", "/en"];
  for (const path of queue) {
    if (reached.has(path) || !pages.has(path)) continue;
    reached.add(path);
    // Every <a href> of the HTML, those in closed header menus included: they open without script.
    for (const a of pages.get(path)!.querySelectorAll("a[href]")) {
      const url = new URL(a.getAttribute("href")!, `http://site.test${path}`);
      if (url.origin === "http://site.test") queue.push(url.pathname.replace(/\/$/, "") || "/");
    }
  }
  expect(table.map((entry) => entry.path).filter((path) => !reached.has(path))).toEqual([]);
});
