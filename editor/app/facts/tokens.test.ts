import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { SiteManifest } from "../../../src/generated/manifest";
import { factNames } from "./facts-context";
import { factsIn, fromDisplay, fromDisplayHtml, toDisplay, toDisplayHtml } from "./tokens";

const manifest = JSON.parse(readFileSync("site.manifest.json", "utf8")) as SiteManifest;
const facts = manifest.settings.facts ?? {};

/** Every text of both languages in the manifest's pages. */
function texts(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (value && typeof value === "object") for (const v of Object.values(value)) texts(v, out);
  return out;
}

describe("fact tokens in the editor's text boxes", () => {
  const withTokens = texts(manifest.routes).filter((t) => factsIn(t).length > 0);

  it.each(["mn", "en"] as const)("show every named fact by its %s name, and read back the same text", (lang) => {
    const { names, ids } = factNames(facts, lang);
    expect(withTokens.length).toBeGreaterThan(0);
    for (const text of withTokens) {
      const shown = toDisplay(text, names);
      for (const id of factsIn(text)) if (names.has(id)) expect(shown).not.toContain(`{{${id}}}`);
      expect(fromDisplay(shown, ids)).toBe(text.replace(/\{\{\s*([a-zA-Z0-9]+)\s*\}\}/g, "{{$1}}"));
    }
  });

  it("reads a name typed in the other language or other capitals, and leaves other braces alone", () => {
    const names = new Map([["visaFee", "Visa fee"]]);
    const ids = new Map([
      ["visa fee", "visaFee"],
      ["визийн хураамж", "visaFee"],
    ]);
    expect(toDisplay("Fee: {{visaFee}} ({{unknown}})", names)).toBe("Fee: {Visa fee} ({{unknown}})");
    expect(fromDisplay("{Визийн хураамж} and {VISA  fee}, {not a fact}", ids)).toBe(
      "{{visaFee}} and {{visaFee}}, {not a fact}",
    );
  });

  it("in a formatted text's HTML, writes a name as HTML and reads it back, a name with & or < included", () => {
    const names = new Map([["fees", "Fees & <charges>"]]);
    const ids = new Map([["fees & <charges>", "fees"]]);
    const html = "<p>Total: <strong>{{fees}}</strong></p>";
    const shown = toDisplayHtml(html, names);
    expect(shown).toBe("<p>Total: <strong>{Fees &amp; &lt;charges&gt;}</strong></p>");
    expect(fromDisplayHtml(shown, ids)).toBe(html);
  });
});
