import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { makeManifest, makeRoute } from "../../tests/factories";
import type { SiteManifest } from "../generated/manifest";
import { isDraft } from "../routes/status";
import { linksLeftByDraft, PublishError, publishProblems, setStatus, unwrittenTexts } from "./publish";

/** The fixture with a draft visa page at /services/example, its texts written or still to write. */
function withDraft(unfinished: boolean): SiteManifest {
  const manifest = makeManifest();
  const visa = makeRoute("visa", { path: "/services/example", status: "draft" });
  if (unfinished) {
    visa.title = { mn: "TODO: монголоор бичнэ үү", en: "TODO: The page's main heading." };
    visa.stats[1] = { ...visa.stats[1], label: { ...visa.stats[1].label, en: "" } };
  }
  manifest.routes.push(visa);
  return manifest;
}

describe("publishProblems", () => {
  it("names each text that is empty or still starts with TODO, in the page's order", () => {
    expect(publishProblems(withDraft(true), "/services/example")).toEqual([
      "title (Mongolian) still starts with TODO",
      "title (English) still starts with TODO",
      "stats › 2 › label (English) is empty",
    ]);
  });

  it("finds nothing on a finished page, nor on any published page of the real site", () => {
    expect(publishProblems(withDraft(false), "/services/example")).toEqual([]);
    const site = JSON.parse(readFileSync("site.manifest.json", "utf8")) as SiteManifest;
    const published = site.routes.filter((r) => !isDraft(r));
    expect(published.flatMap((r) => publishProblems(site, r.path).map((p) => `${r.path}: ${p}`))).toEqual([]);
  });

  it("says so when there is no page at the path", () => {
    expect(publishProblems(withDraft(false), "/nowhere")).toEqual(["there is no page at /nowhere"]);
  });
});

describe("setStatus", () => {
  it("refuses to publish a page with texts left to write, naming them", () => {
    const manifest = withDraft(true);
    expect(() => setStatus(manifest, "/services/example", "published")).toThrow(
      new PublishError(
        "/services/example",
        publishProblems(manifest, "/services/example"),
        unwrittenTexts(manifest, "/services/example"),
      ),
    );
    expect(() => setStatus(manifest, "/services/example", "published")).toThrow(
      "/services/example cannot be published yet: title (Mongolian) still starts with TODO; title (English) still starts with TODO; stats › 2 › label (English) is empty",
    );
    expect(manifest.routes.at(-1)?.status).toBe("draft");
  });

  it("publishes a finished page, and sets any page back to draft, leaving the rest of the manifest as it was", () => {
    const manifest = withDraft(false);
    const published = setStatus(manifest, "/services/example", "published");
    expect(published.routes.at(-1)).toEqual({ ...manifest.routes.at(-1), status: "published" });
    expect(published.routes.slice(0, -1)).toEqual(manifest.routes.slice(0, -1));
    expect(manifest.routes.at(-1)?.status).toBe("draft");
    const unfinished = withDraft(true);
    const home = setStatus(unfinished, "/", "draft");
    expect(home.routes[0].status).toBe("draft");
    expect(setStatus(home, "/services/example", "draft")).toBe(home);
  });
});

describe("linksLeftByDraft", () => {
  it("names the places a page's links would leave leading nowhere, not its menu entries nor a draft's links", () => {
    const manifest = makeManifest();
    const visa = "/services/working-holiday";
    const places = linksLeftByDraft(manifest, visa);
    expect(places.map((p) => p.page)).toEqual(["/", "/", "/", "/about", "/about"]);
    expect(places.some((p) => p.at[0] === "navigation")).toBe(false);
    // Once the about page is a draft itself, its links are off the site too.
    const aboutDraft = setStatus(manifest, "/about", "draft");
    expect(linksLeftByDraft(aboutDraft, visa).map((p) => p.page)).toEqual(["/", "/", "/"]);
    expect(linksLeftByDraft(manifest, "/about")).toEqual([]);
  });
});
