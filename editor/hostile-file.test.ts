import { readFileSync, writeFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { tempFolder } from "../tests/temp-folders";
import { editFixture, fixturePublicDir, fixtureText } from "../tests/factories";
import { ManifestError } from "../src/manifest/read.server";
import { createValidator } from "../src/validate/index.server";
import { editorApi } from "./api.server";
import { recoveryFor, saveText } from "./history.server";
import { readSnapshot, save } from "./store.server";

const validate = createValidator({ schemaDir: "schema", publicDir: fixturePublicDir });
const hostile = (name: string) => readFileSync(new URL(`../tests/fixtures/hostile/manifest/${name}`, import.meta.url));

function manifest(content: string | Buffer) {
  const folder = tempFolder("editor-hostile-");
  const file = join(folder, "site.manifest.json");
  writeFileSync(file, content);
  return file;
}

/** The fixture with the contact e-mail written twice: JSON.parse keeps the second, a form would show it and edit the first. */
const twice = () =>
  editFixture('"email": "info@example.mn",', '"email": "info@example.mn",\n      "email": "sales@example.mn",');

describe("a file that is not UTF-8 is shown as a message and never written", () => {
  const bytes = hostile("windows-1251.manifest.json");

  it("opening it, saving over it or saving text over it refuses, with where it stops being UTF-8", () => {
    const file = manifest(bytes);
    expect(() => recoveryFor(file, validate)).toThrow(ManifestError);
    expect(() => recoveryFor(file, validate)).toThrow(
      /site\.manifest\.json:3:22 {2}manifest {2}\/ {2}the file is not UTF-8 at 3:22/,
    );
    expect(() => readSnapshot(file)).toThrow(/not UTF-8/);
    expect(() => save(file, {}, "any", () => [], true)).toThrow(/not UTF-8/);
    expect(() => saveText(file, fixtureText(), "any", validate)).toThrow(/not UTF-8/);
    // Not one U+FFFD written: the bytes are as they were.
    expect(readFileSync(file).equals(bytes)).toBe(true);
  });
});

describe("a field written twice opens in the recovery view, never in the forms", () => {
  it("names the field and both places", () => {
    const file = manifest(twice());
    expect(recoveryFor(file, validate)?.problems).toEqual([
      {
        line: 15,
        column: 7,
        message: 'the field "email" is written twice in this object, at 14:7 and at 15:7',
        hint: "keep one of them: the site would use the last one and ignore the other",
        mn: {
          message: '"email" талбар энэ хэсэгт хоёр удаа бичигдсэн (14:7, 15:7)',
          hint: "Аль нэгийг нь үлдээнэ үү: сайт сүүлийнхийг нь ашиглаад нөгөөг нь үл тооно",
        },
      },
    ]);
  });

  it("a save over such a file (changed on disk since) is refused, and the file is left as it is", () => {
    const file = manifest(fixtureText());
    const { version, data } = readSnapshot(file);
    writeFileSync(file, twice());
    expect(() => save(file, data, version, () => [], true)).toThrow(/the field "email" is written twice/);
    expect(readFileSync(file, "utf8")).toBe(twice());
  });

  it("as is a number too large, which a save would write back as null", () => {
    const file = manifest(editFixture('"readTime": 5,', '"readTime": 1e400,'));
    expect(recoveryFor(file, validate)?.problems).toEqual([
      expect.objectContaining({ line: 392, column: 7, message: "this number is too large" }),
    ]);
  });
});

/** Calls the editor's API as the guard lets it through: a JSON body, or none. */
async function call(path: string, body?: string, content: string | Buffer = fixtureText()) {
  const api = editorApi({
    file: manifest(content),
    schemaDir: "schema",
    publicDir: fixturePublicDir,
    preview: () => Promise.reject(new Error("no preview here")),
    site: { root: ".", buildDir: "build" },
  });
  const request = Object.assign(Readable.from(body === undefined ? [] : [Buffer.from(body)]), {
    url: path,
    method: body === undefined ? "GET" : "POST",
  }) as unknown as IncomingMessage;
  let status = 0;
  let text = "";
  const response = {
    writeHead: (code: number) => (status = code),
    end: (chunk: string) => (text = chunk),
  } as unknown as ServerResponse;
  await api(request, response);
  return { status, body: JSON.parse(text) as { error?: string; problems?: unknown[] } };
}

it("/api/state answers a file that is not UTF-8 with the message, which the editor shows", async () => {
  const { status, body } = await call("/api/state", undefined, hostile("windows-1251.manifest.json"));
  expect(status).toBe(422);
  expect(body.error).toMatch(
    /^The manifest cannot be read:\n.*:3:22 {2}manifest {2}\/ {2}the file is not UTF-8 at 3:22 \(save the file as UTF-8/,
  );
});

describe("/api/validate takes one manifest, a JSON object", () => {
  it("anything else is a bad request with a plain message, not a server error", async () => {
    for (const body of ["[]", "{}", '{"data": []}', '{"data": null}', '{"data": "x"}', '{"data": 1}'])
      expect(await call("/api/validate", body), body).toMatchObject({
        status: 400,
        body: { error: expect.any(String) },
      });
    expect((await call("/api/validate", '{"data": []}')).body.error).toBe(
      'the request must carry the manifest as a JSON object in "data"',
    );
  });

  it("an object is checked", async () => {
    const { status, body } = await call("/api/validate", JSON.stringify({ data: JSON.parse(fixtureText()) }));
    expect(status).toBe(200);
    expect(body.problems).toEqual([]);
  });
});
