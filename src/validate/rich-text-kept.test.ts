import { hash } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { keepReportsIn, keptReportsWritten, richTextProblems } from "./rich-text.server";

let dir: string;
let file: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "rich-text-kept-"));
  file = join(dir, "code.json");
});
afterEach(() => {
  keptReportsWritten();
  rmSync(dir, { recursive: true, force: true });
});

// Each test's texts are its own: the reports of texts met before stay in the process's memory.
let texts = 0;
const text = (html: string) => `<p>${html} (${++texts}, ${Date.now()})</p>`;
const messages = (html: string) =>
  richTextProblems({ body: { en: html } }, ["/body/en"], new Set(["/"])).map((p) => p.message);
const kept = () => JSON.parse(readFileSync(file, "utf8")) as Record<string, { removed: string[] }>;

describe("the sanitiser's reports kept between checks", () => {
  it("are written for the texts a check met, by the hash of each text", () => {
    const script = text("<script>alert(1)</script>Visa");
    const plain = text("Visa");
    keepReportsIn(file);
    expect(messages(script)).toEqual([
      "<script> and what it holds will be removed from this text when the site is built",
    ]);
    expect(messages(plain)).toEqual([]);
    keptReportsWritten();
    expect(kept()[hash("sha256", script)].removed).toEqual(["<script> and what it holds"]);
    expect(kept()[hash("sha256", plain)].removed).toEqual([]);
    expect(Object.keys(kept())).toHaveLength(2);
  });

  it("are what the next check reads for a text it has not sanitised itself", () => {
    // A report no sanitiser would give this text: the check can only have read it from the file.
    const plain = text("Visa");
    const report = { removed: ["<marquee>"], links: ["/nowhere"], pictures: [], undescribed: [] };
    writeFileSync(file, JSON.stringify({ [hash("sha256", plain)]: report }));
    keepReportsIn(file);
    expect(messages(plain)).toEqual([
      'the link "/nowhere" in this text goes to no page',
      "<marquee> will be removed from this text when the site is built",
    ]);
  });

  it("keep only the texts of the last check that sanitised a text, and are not written when none was", () => {
    const first = text("Visa");
    const second = text("Study");
    keepReportsIn(file);
    messages(first);
    keptReportsWritten();
    keepReportsIn(file);
    messages(second);
    keptReportsWritten();
    expect(Object.keys(kept())).toEqual([hash("sha256", second)]);
    writeFileSync(
      file,
      JSON.stringify({ [hash("sha256", second)]: { removed: [], links: [], pictures: [], undescribed: [] } }),
    );
    const before = readFileSync(file, "utf8");
    keepReportsIn(file);
    messages(second);
    keptReportsWritten();
    expect(readFileSync(file, "utf8")).toBe(before);
  });

  it("are made again when the file is damaged", () => {
    const script = text("<script>alert(1)</script>");
    writeFileSync(file, '{"cut sh');
    keepReportsIn(file);
    expect(messages(script)).toEqual([
      "<script> and what it holds will be removed from this text when the site is built",
    ]);
    keptReportsWritten();
    expect(Object.keys(kept())).toEqual([hash("sha256", script)]);
  });
});
