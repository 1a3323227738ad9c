import { expect, it } from "vitest";
import { isDraft } from "../../src/routes/status";
import { openPage, siteForSuite } from "./browser";
import { manifest } from "./page-checks";

const site = siteForSuite();

const title = (path: string) => manifest.routes.find((r) => r.path === path)!.title.en;
/** What a menu calls a page: the link's own label, or the page's title. */
const labelOf = (link: { path: string; label?: { en: string } }) => link.label?.en ?? title(link.path);
// A page of the header's links, then another of the footer's, both published, neither the home page.
const isPage = (path: string) => path !== "/" && manifest.routes.some((r) => r.path === path && !isDraft(r));
const headerLink = manifest.navigation.header.links.find((l) => isPage(l.path))!;
const footerLink = manifest.navigation.footer.columns
  .flatMap((c) => c.links)
  .find((l) => isPage(l.path) && l.path !== headerLink.path)!;

it("moving between pages in the browser fetches only the next page's .data file, never the manifest or another page", async () => {
  const { page, trouble } = await openPage(site, "/en", { viewport: { width: 1280, height: 800 } });
  const requests: { url: string; type: string }[] = [];
  page.on("request", (request) =>
    requests.push({ url: request.url().replace(site.base, ""), type: request.resourceType() }),
  );

  for (const [link, path] of [
    [page.getByRole("navigation").getByRole("link", { name: labelOf(headerLink), exact: true }), headerLink.path],
    [page.getByRole("contentinfo").getByRole("link", { name: labelOf(footerLink), exact: true }), footerLink.path],
  ] as const) {
    requests.length = 0;
    await link.click();
    await page.waitForURL(`${site.base}/en${path}`);
    // The new page is drawn: its title names it (a page of blocks is headed by its first block instead).
    await expect
      .poll(() => page.title(), { message: `/en${path} (en): <title> after navigating` })
      .toContain(title(path));
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
