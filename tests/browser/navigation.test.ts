import { expect, it } from "vitest";
import { openPage, siteForSuite } from "./browser";
import { manifest } from "./page-checks";

const site = siteForSuite();

const title = (path: string) => manifest.routes.find((r) => r.path === path)!.title.en;
/** What the footer calls a page: its own label, or the page's title. */
const footerLabel = (path: string) => {
  const link = manifest.navigation.footer.columns.flatMap((c) => c.links).find((l) => l.path === path)!;
  return link.label?.en ?? title(path);
};

it("moving between pages in the browser fetches only the next page's .data file, never the manifest or another page", async () => {
  const { page, trouble } = await openPage(site, "/en", { viewport: { width: 1280, height: 800 } });
  const requests: { url: string; type: string }[] = [];
  page.on("request", (request) =>
    requests.push({ url: request.url().replace(site.base, ""), type: request.resourceType() }),
  );

  for (const [link, path] of [
    [page.getByRole("navigation").getByRole("link", { name: title("/about"), exact: true }), "/about"],
    [
      page.getByRole("contentinfo").getByRole("link", { name: footerLabel("/services/working-holiday"), exact: true }),
      "/services/working-holiday",
    ],
  ] as const) {
    requests.length = 0;
    await link.click();
    await page.waitForURL(`${site.base}/en${path}`);
    await expect
      .poll(() => page.locator("h1").textContent(), { message: `/en${path} (en): h1 after navigating` })
      .toBe(title(path));
    // Pictures of the new page (and the tab's icon) load as they appear, and so does the code of a
    // template not seen yet (hashed files under /assets/): no document, style or data may load
    // besides the new page's one data file.
    const loaded = requests
      .filter((r) => ["document", "stylesheet", "fetch", "xhr"].includes(r.type))
      .map((r) => r.url.split("?")[0]);
    expect(loaded, `/en${path} (en): requests while navigating to it`).toEqual([`/en${path}.data`]);
    const scripts = requests.filter((r) => r.type === "script" && !r.url.startsWith("/assets/"));
    expect(scripts, `/en${path} (en): scripts from outside /assets/`).toEqual([]);
    expect(
      requests.filter((r) => /manifest\.json/.test(r.url)),
      `/en${path} (en): the manifest was fetched`,
    ).toEqual([]);
  }
  expect(trouble.all()).toEqual([]);
  // Closed here, not by the browser's end, so that no listener of the harness outlives its page.
  await page.context().close();
});
