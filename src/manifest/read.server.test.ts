import { describe, expect, it } from "vitest";
import { editFixture, fixturePublicDir, makeManifest } from "../../tests/factories";
import { createValidator } from "../validate/index.server";
import { ManifestError, validatedManifest, validManifest } from "./read.server";

const validate = createValidator({ schemaDir: "schema", publicDir: fixturePublicDir });

/** The fixture with a fact, named in its first page's English title. */
function withFact() {
  const manifest = makeManifest();
  manifest.settings.facts = { clients: { mn: "1500+", en: "1,500+" } };
  manifest.routes[0].title.en = "{{clients}} clients";
  return manifest;
}

describe("validManifest", () => {
  it("gives a valid manifest with its facts filled in", () => {
    const { manifest } = validManifest("site.manifest.json", JSON.stringify(withFact()), validate);
    expect(manifest.routes[0].title.en).toBe("1,500+ clients");
  });

  it("refuses an invalid manifest with the validator's report, naming the file and the line", () => {
    const text = editFixture('"template": "article"', '"template": "articel"');
    expect(() => validManifest("site.manifest.json", text, validate)).toThrow(ManifestError);
    expect(() => validManifest("site.manifest.json", text, validate)).toThrow(
      /^The manifest has problems:\nsite\.manifest\.json:\d+:\d+ .*"articel"/,
    );
  });
});

it("validatedManifest reads a manifest another process validated, facts filled in, a byte order mark ignored", () => {
  const manifest = validatedManifest("\uFEFF" + JSON.stringify(withFact()));
  expect(manifest.routes[0].title.en).toBe("1,500+ clients");
});
