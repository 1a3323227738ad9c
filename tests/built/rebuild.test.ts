// An author's rebuild after editing the manifest only: the browser's files are the earlier build's,
// reused without bundling again, the pages show the edit, only the pages the edit touches are drawn
// again, and the site is the one a build from nothing makes.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { JSDOM } from "jsdom";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { SiteManifest } from "../../src/generated/manifest";
import { routeTable } from "../../src/routes/table";
import { typeset } from "../../src/content/typography";

// The project's code as it is when the test starts, so that only the manifest changes between the
// two builds, whatever is saved in the project meanwhile. Its node_modules are the project's: the
// kept bundles (node_modules/.cache/site-bundle) are shared.
const project = resolve("node_modules/.cache/rebuild-check");
const code = ["src", "templates", "scripts", "editor", "schema", "public"];
const files = ["package.json", "package-lock.json", "tsconfig.json", "i18n.lock.json", "site.manifest.json"];
const target = "build";
const manifestFile = "site.manifest.json";
beforeAll(() => {
  rmSync(project, { recursive: true, force: true });
  mkdirSync(project, { recursive: true });
  for (const name of [...code, ...files]) cpSync(name, join(project, name), { recursive: true });
  symlinkSync(resolve("node_modules"), join(project, "node_modules"), "dir");
});
afterAll(() => rmSync(project, { recursive: true, force: true }));

const outsideVitest = (): NodeJS.ProcessEnv =>
  Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== "NODE_ENV" && !name.startsWith("VITEST")));

/** What `npm run build` runs, in the copy: the build's compiled code once it has been compiled. */
const run = (directory = target) =>
  spawnSync(process.execPath, ["scripts/build.mjs"], {
    cwd: project,
    env: { ...outsideVitest(), SITE_MANIFEST: manifestFile, BUILD_DIRECTORY: directory },
    encoding: "utf8",
    timeout: 10 * 60_000,
    killSignal: "SIGKILL",
  });

/** A build that succeeds: what it printed. */
function build(directory = target) {
  const done = run(directory);
  expect(done.status, `${done.stdout}${done.stderr}`).toBe(0);
  return done.stdout;
}

const client = join(project, target, "client");
/** Every file of a built site's client folder (pages, _headers, sitemap…) with its text, but the browser's files. */
const siteFiles = (dir: string) =>
  Object.fromEntries(
    readdirSync(dir, { recursive: true, encoding: "utf8" })
      .filter((name) => /\.(html|xml|txt|json|webmanifest)$|_headers$/.test(name))
      .sort()
      .map((name) => [name, readFileSync(join(dir, name), "utf8")]),
  );
/** The build's line on its pages: how many, and how many were kept from the last build. */
const pagesLine = (output: string) => {
  const line = /^Pages: (\d+) in .*?(?:: \d+ drawn, (\d+) unchanged and kept from the last build)?$/m.exec(output);
  expect(line, output).not.toBeNull();
  return { pages: Number(line![1]), kept: Number(line![2] ?? 0) };
};
const assets = () => readdirSync(join(client, "assets")).sort();
const heading = (path: string) =>
  new JSDOM(readFileSync(join(client, ...path.split("/"), "index.html"), "utf8")).window.document.querySelector("h1")
    ?.textContent;

it(
  "a second build after a change of the manifest only reuses the earlier bundle, and its pages show the change",
  () => {
    build();
    const before = assets();

    // The first page that is not made of blocks: its title is its heading.
    const file = join(project, manifestFile);
    const manifest = JSON.parse(readFileSync(file, "utf8")) as SiteManifest;
    const entry = routeTable(manifest).find((e) => e.template !== "page" && e.lang === "en")!;
    const route = manifest.routes[entry.index];
    const title = { mn: `${route.title.mn} (шинэ)`, en: `${route.title.en} (new)` };
    route.title = title;
    writeFileSync(file, JSON.stringify(manifest, null, 2) + "\n");

    const output = build();
    expect(output).toContain("Scripts and stylesheet: unchanged code, the earlier bundle reused.\n");
    expect(output).not.toContain("Scripts and stylesheet: bundled.");
    expect(assets()).toEqual(before);
    // As the page shows them: typeset (a number keeps its word on its line).
    expect(heading(entry.path)).toBe(typeset(title.en));
    expect(heading(route.path)).toBe(typeset(title.mn));
  },
  21 * 60_000,
);

it(
  "a rebuild draws again only the pages and checklists an edit touches, and makes the site a build from nothing makes",
  () => {
    build();
    const file = join(project, manifestFile);
    const manifest = JSON.parse(readFileSync(file, "utf8")) as SiteManifest;
    // One page's description: its own head shows it, and pages that list it may.
    const entry = routeTable(manifest).find((e) => e.template === "article" && e.lang === "en")!;
    const route = manifest.routes[entry.index];
    route.description = { mn: `${route.description.mn} Шинэчилсэн.`, en: `${route.description.en} Updated.` };
    // And a visa page's, which its printable checklists hold (kept between runs of the tests: the
    // words are new each time): those two are drawn again, the others kept, and the pages show
    // each one's size.
    const visa = manifest.routes[routeTable(manifest).find((e) => e.template === "visa")!.index];
    const stamp = new Date().toISOString();
    visa.description = {
      mn: `${visa.description.mn} ${stamp}-нд шинэчилсэн.`,
      en: `${visa.description.en} Updated ${stamp}.`,
    };
    writeFileSync(file, JSON.stringify(manifest, null, 2) + "\n");

    const output = build();
    const { pages, kept } = pagesLine(output);
    expect(output).toMatch(/^Checklists: \d+ PDFs \(\d+ KB\), 2 drawn, [1-9]\d* unchanged and reused\.$/m);
    // Written over the site the build before the last made, which the builds keep beside build/.
    expect(existsSync(join(project, `${target}.spare`, "client"))).toBe(true);
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(pages);
    const page = new JSDOM(readFileSync(join(client, ...entry.path.split("/"), "index.html"), "utf8")).window.document;
    expect(page.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(route.description.en);

    // The same manifest built from nothing, into a folder of its own: every page and file the same.
    const fresh = "build-fresh";
    expect(pagesLine(build(fresh)).kept).toBe(0);
    expect(siteFiles(client)).toEqual(siteFiles(join(project, fresh, "client")));
  },
  21 * 60_000,
);

it(
  "a rebuild that fails while it writes over the spare site leaves the site in build/ as it was, file for file",
  () => {
    build();
    const before = siteFiles(client);
    const file = join(project, manifestFile);
    const manifest = JSON.parse(readFileSync(file, "utf8")) as SiteManifest;
    // The first page the prerender draws changes, which it writes in the spare site: the site in
    // build/ shares that page's unchanged file with it.
    const first = manifest.routes[routeTable(manifest)[0].index];
    first.title = { mn: `${first.title.mn} (засвар)`, en: `${first.title.en} (edited)` };
    // And the check refuses the manifest, once pages have been drawn.
    const last = manifest.routes[manifest.routes.length - 1];
    last.description = { mn: "", en: "" };
    writeFileSync(file, JSON.stringify(manifest, null, 2) + "\n");

    const failed = run();
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain("The manifest has problems, listed above.");
    expect(siteFiles(client)).toEqual(before);
  },
  21 * 60_000,
);
