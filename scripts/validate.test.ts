import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, truncateSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { tempFolder } from "../tests/temp-folders";
import { editFixture, fixturePath, fixturePublicDir } from "../tests/factories";
import { MAX_MANIFEST_BYTES } from "../src/manifest/read-file.server";

/** Runs `npm run validate -- ...args` as an author would, and returns what they see. */
function validate(...args: string[]) {
  const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/validate.ts", ...args], { encoding: "utf8" });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

/** Writes a manifest into a fresh folder beside a copy of the fixture's public/ folder. */
function manifestFile(text: string): string {
  const dir = tempFolder("manifest-");
  cpSync(fixturePublicDir, join(dir, "public"), { recursive: true });
  writeFileSync(join(dir, "site.manifest.json"), text);
  return join(dir, "site.manifest.json");
}

const twoMistakes = () =>
  manifestFile(editFixture('"template": "article"', '"template": "articel"', '"en": "Functional English"', '"en": ""'));

describe("npm run validate", () => {
  it("exits 0 and says so for a valid manifest", () => {
    const run = validate(fixturePath);
    expect(run).toMatchObject({ code: 0, err: "" });
    expect(run.out.trim()).toBe(`${fixturePath} зөв байна.\n${fixturePath} is valid.`);
  });

  it("exits 1 and lists every problem, in English then in Mongolian, then how many", () => {
    const file = twoMistakes();
    const run = validate(file);
    expect(run.code).toBe(1);
    expect(run.err.trim().split("\n")).toEqual([
      `${file}:360:11  route /services/working-holiday  /routes/2/requirements/1/en  must not be empty or only spaces (The English text.)`,
      "  «Шаардлага» талбарын англи бичвэр хоосон байна (Англи хэлээрх текст.)",
      `${file}:382:7  route /blog/first-post  /routes/3/template  "articel" is not a template (did you mean "article"? templates: article, course, destination, page, service, test-prep, visa)`,
      "  «articel» гэсэн хуудасны төрөл байхгүй («article» гэж бичих гэсэн үү?)",
      `${file}: засах 2 алдаа байна.`,
      `${file}: 2 problems to fix.`,
    ]);
  });

  it("checks a copy kept where there is no public/ folder against the site's own pictures, and says so", () => {
    const file = join(tempFolder("manifest-"), "site.manifest.json");
    cpSync("site.manifest.json", file);
    const run = validate(file);
    expect(run.err).toContain(
      `There is no public/ folder beside ${file}: pictures and files were looked for in the site's public/ folder.`,
    );
    // The site's own pictures are found: none of its pictures is said to be missing.
    expect(run.out + run.err).not.toMatch(/there is no file public\//);
  });

  it("exits 2 when the file cannot be read, without a stack trace", () => {
    expect(validate("no-such.manifest.json")).toMatchObject({
      code: 2,
      err: "no-such.manifest.json файлыг шалгаж чадсангүй: ийм файл алга.\nCannot check no-such.manifest.json: there is no such file.\n",
    });
    expect(validate("tests")).toMatchObject({
      code: 2,
      err: "tests файлыг шалгаж чадсангүй: энэ нь файл биш, хавтас байна.\nCannot check tests: it is a folder, not a file.\n",
    });
  });

  it("exits 2 for a device, a pipe or a file over the limit, without reading it", () => {
    expect(validate("/dev/zero")).toMatchObject({
      code: 2,
      err: expect.stringMatching(
        /^\/dev\/zero файлыг шалгаж чадсангүй: энэ нь энгийн файл биш.*\nCannot check \/dev\/zero: it is not a regular file \(a device, a pipe or a socket\), which could be endless\.\n$/,
      ),
    });
    const fifo = join(tempFolder("manifest-"), "pipe.json");
    execFileSync("mkfifo", [fifo]);
    expect(validate(fifo)).toMatchObject({ code: 2, err: expect.stringContaining("it is not a regular file") });
    const big = manifestFile("");
    truncateSync(big, MAX_MANIFEST_BYTES + 1);
    expect(validate(big)).toMatchObject({ code: 2, err: expect.stringMatching(/MB a manifest may have\.\n$/) });
  });

  it("exits 1 for a file in another encoding, naming it, in every format", () => {
    const hostile = (name: string) => `tests/fixtures/hostile/manifest/${name}`;
    expect(validate(hostile("windows-1251.manifest.json"))).toMatchObject({
      code: 1,
      err: expect.stringMatching(
        /^tests\/fixtures\/hostile\/manifest\/windows-1251\.manifest\.json:3:22 {2}manifest {2}\/ {2}the file is not UTF-8 at 3:22 \(save the file as UTF-8/,
      ),
    });
    expect(validate(hostile("utf-16le.manifest.json"), "--format", "github")).toMatchObject({
      code: 1,
      err: expect.stringContaining(
        "line=1,col=1,title=manifest /::the file is saved as UTF-16 (little-endian), not UTF-8",
      ),
    });
    const json = JSON.parse(validate(hostile("utf-16be.manifest.json"), "--format", "json").err);
    expect(json).toMatchObject({
      valid: false,
      problems: [{ message: "the file is saved as UTF-16 (big-endian), not UTF-8" }],
    });
  });

  it("exits 2 on a mistake in its command line, naming it and the options it knows, in Mongolian then in English", () => {
    const usage = "npm run validate [-- FILE] [--format text|json|github]\n";
    expect(validate("--format", "xml")).toMatchObject({
      code: 2,
      err:
        "--format сонголтын утга «xml» байж болохгүй: text, json, github гэснээс нэгийг нь бичнэ үү.\nБичих нь: " +
        usage +
        '--format must be one of text, json, github, not "xml".\nusage: ' +
        usage,
    });
    expect(validate("--fromat", "json")).toMatchObject({
      code: 2,
      err:
        "--fromat гэсэн сонголт алга («--format» гэж үү?); сонголтууд: --format.\nБичих нь: " +
        usage +
        'There is no option --fromat (did you mean "--format"?); the options are --format.\nusage: ' +
        usage,
    });
  });

  it("prints GitHub annotations with --format github, each in English then in Mongolian", () => {
    const file = manifestFile(
      editFixture(
        '"en": "Functional English"',
        '"en": ""',
        '"path": "/blog/first-post"\n            }',
        '"path": "/blog/frist-post"\n            }',
      ),
    );
    const run = validate(file, "--format", "github");
    expect(run.code).toBe(1);
    expect(run.err.trim().split("\n")).toEqual([
      `::error file=${file},line=111,col=15,title=navigation /navigation/footer/columns/0/links/0/path::there is no page with the path "/blog/frist-post" (did you mean "/blog/first-post"?)%0A«/blog/frist-post» хаягтай хуудас алга («/blog/first-post» гэж бичих гэсэн үү?)`,
      `::error file=${file},line=360,col=11,title=route /services/working-holiday /routes/2/requirements/1/en::must not be empty or only spaces (The English text.)%0A«Шаардлага» талбарын англи бичвэр хоосон байна (Англи хэлээрх текст.)`,
    ]);
  });

  it("prints one JSON document with --format json", () => {
    const file = twoMistakes();
    const run = validate("--format=json", file);
    expect(run.code).toBe(1);
    expect(JSON.parse(run.err)).toEqual({
      file,
      valid: false,
      problems: [
        expect.objectContaining({
          file,
          severity: "error",
          line: 360,
          column: 11,
          where: "route /services/working-holiday",
          pointer: "/routes/2/requirements/1/en",
          message: "must not be empty or only spaces",
        }),
        expect.objectContaining({
          file,
          severity: "error",
          line: 382,
          column: 7,
          where: "route /blog/first-post",
          pointer: "/routes/3/template",
          message: '"articel" is not a template',
        }),
      ],
    });
  });

  it("reports a syntax error with its line and column", () => {
    const file = manifestFile(editFixture('"readTime": 5,', '"readTime": 5,,'));
    expect(validate(file)).toMatchObject({
      code: 1,
      err: expect.stringMatching(
        new RegExp(
          `^${file}:392:21  manifest  /  a field name in double quotes was expected here\n  .+\n${file}: засах 1 алдаа байна\\.\n${file}: 1 problem to fix\\.\n$`,
        ),
      ),
    });
  });
});
