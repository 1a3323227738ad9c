import { describe, expect, it } from "vitest";
import { makeManifest } from "../../tests/factories";
import { deletePage } from "./delete";
import { duplicatePage } from "./duplicate";
import { movePage } from "./move";
import { addPage } from "./new-page";
import { AuthoringError } from "../i18n/said";
import { loadSchemas } from "../validate/schemas.server";

/** The refusal `action` throws. */
function refusal(action: () => unknown): AuthoringError {
  try {
    action();
  } catch (error) {
    if (error instanceof AuthoringError) return error;
    throw error;
  }
  throw new Error("the action was not refused");
}

// Cyrillic, and no English word outside what it quotes of the author's own writing («…») and paths.
const isMongolian = (text: string) =>
  /[\u0400-\u04ff]/.test(text) &&
  !/[A-Za-z]{2,}/.test(text.replace(/«[^»]*»/g, "").replace(/(^|\s|\()\/[^\s,)]*/g, "$1"));

describe("a refused page change says why in Mongolian too", () => {
  const manifest = makeManifest();
  const [home, other] = [manifest.routes[0].path, manifest.routes[1].path];
  const schemas = loadSchemas("schema");
  const text = JSON.stringify(manifest, null, 2);
  const cases: [string, () => unknown][] = [
    ["a move of the home page", () => movePage(manifest, home, "/start")],
    ["a move to the same path", () => movePage(manifest, other, other)],
    ["a move to a path in use", () => movePage(manifest, other, home)],
    ["a move to a path that is not one", () => movePage(manifest, other, "/Not A Path/")],
    ["a move to a reserved path", () => movePage(manifest, other, "/en/about")],
    ["a page that is not there", () => movePage(manifest, "/nowhere", "/somewhere")],
    ["a copy at a path in use", () => duplicatePage(manifest, other, home)],
    ["the home page deleted", () => deletePage(manifest, home)],
    ["a page sent to itself", () => deletePage(manifest, other, { redirectTo: other })],
    ["a page sent to no page", () => deletePage(manifest, other, { redirectTo: "/nowhere" })],
    [
      "a page sent to a draft",
      () => {
        const withDraft = structuredClone(manifest);
        withDraft.routes[1] = { ...withDraft.routes[1], status: "draft" };
        return deletePage(withDraft, manifest.routes[2].path, { redirectTo: other });
      },
    ],
    [
      "a new page at an old address",
      () =>
        addPage(JSON.stringify({ ...manifest, redirects: [{ from: "/old", to: other }] }), schemas, {
          template: "page",
          path: "/old",
        }),
    ],
    ["a new page of no template", () => addPage(text, schemas, { template: "nosuch", path: "/x" })],
    ["a new page in no menu", () => addPage(text, schemas, { template: "page", path: "/x", nav: "nosuch" })],
  ];
  it.each(cases)("%s", (_, action) => {
    const error = refusal(action);
    expect(error.message).not.toBe("");
    expect(isMongolian(error.mn), error.mn).toBe(true);
  });
});
