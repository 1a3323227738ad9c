import type { IncomingMessage, ServerResponse } from "node:http";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { HistoryError, listBackups } from "../src/authoring/history.server";
import { PageChangeError } from "../src/authoring/move";
import { AuthoringError } from "../src/i18n/said";
import { addPage, NewPageError } from "../src/authoring/new-page";
import { menus } from "../src/authoring/menus";
import { ManifestError } from "../src/manifest/read.server";
import type { SiteManifest } from "../src/generated/manifest";
import { createValidator, listFiles } from "../src/validate/index.server";
import { loadSchemas } from "../src/validate/schemas.server";
import { withUnwrittenTexts } from "./draft-texts.server";
import { formSchemas } from "./form-schemas.server";
import { mediaApi } from "./media.server";
import { maxBodyBytes } from "./guard.server";
import { recoveryFor, restoreVersion, saveText } from "./history.server";
import { readSnapshot, save } from "./store.server";
import type { renderPreview } from "./preview.server";
import { publish, publishInfo, publishing } from "./publish.server";

/** The sections of the manifest whose preview is the header and footer (settings: on the home page). */
const previewSections = ["settings", "navigation", "interface"] as const;

export interface EditorOptions {
  file: string;
  schemaDir: string;
  publicDir: string;
  /** Draws a page of the manifest being edited; loaded through Vite, which compiles the templates. */
  preview: () => Promise<typeof renderPreview>;
  /** The site's code folder and the folder the Publish button builds into. */
  site: { root: string; buildDir: string };
}

/** Where the picture library keeps its thumbnails, made once per picture. */
const thumbCache = fileURLToPath(new URL("../node_modules/.cache/editor-thumbs", import.meta.url));

/** A request the editor cannot take, answered with its status and a message (and its Mongolian, when an author can meet it). */
class BadRequest extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly mn = "Засварлагч энэ хүсэлтийг хүлээж авсангүй. Хуудсыг дахин ачаалаад дахин оролдоно уу.",
  ) {
    super(message);
  }
}

/** What an author reads in the Mongolian interface for a failure: the error's own Mongolian, or what to do. */
function mongolianOf(error: unknown): string {
  // Before AuthoringError, whose kind it is: the editor says what to do in its own words.
  if (error instanceof HistoryError) return "Ийм өмнөх хувилбар алга: түүхийн жагсаалтыг дахин ачаална уу.";
  if (error instanceof BadRequest || error instanceof AuthoringError) return error.mn;
  if (error instanceof ManifestError)
    return "Сайтын өгөгдлийн файлыг уншиж чадсангүй: хуудсыг дахин ачаалбал засах боломжтой текстээр нээгдэнэ.";
  return "Засварлагчид гэнэтийн алдаа гарлаа. Хуудсыг дахин ачаалаад дахин оролдоно уу; таны хадгалаагүй өөрчлөлт энэ хөтөчид хадгалагдсан.";
}

async function body(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > maxBodyBytes)
      throw new BadRequest(413, "this request is too large for the editor", "Энэ хүсэлт засварлагчид хэт том байна.");
    chunks.push(chunk as Buffer);
  }
  let value: unknown;
  try {
    value = JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}");
  } catch {
    throw new BadRequest(400, "the request is not valid JSON");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new BadRequest(400, "the request must be a JSON object");
  return value as Record<string, unknown>;
}

/** The manifest a request carries: a JSON object, or the request is refused. */
function manifestOf(input: Record<string, unknown>): Record<string, unknown> {
  const data = input.data;
  if (typeof data !== "object" || data === null || Array.isArray(data))
    throw new BadRequest(400, 'the request must carry the manifest as a JSON object in "data"');
  return data as Record<string, unknown>;
}

function send(response: ServerResponse, status: number, value: unknown, type = "application/json") {
  response.writeHead(status, { "content-type": `${type}; charset=utf-8`, "cache-control": "no-store" });
  response.end(type === "application/json" ? JSON.stringify(value) : String(value));
}

/** The editor's endpoints: read the manifest, check it, draw a page, add, move or delete a page, save. */
export function editorApi(options: EditorOptions) {
  const validate = createValidator({ schemaDir: options.schemaDir, publicDir: options.publicDir });
  const schemas = loadSchemas(options.schemaDir);
  const forms = formSchemas(options.schemaDir);
  const check = (data: unknown) => validate(JSON.stringify(data, null, 2)).problems;
  const media = mediaApi({
    publicDir: options.publicDir,
    cacheDir: thumbCache,
    // Removed pictures wait beside the manifest's backups, never published, to be brought back.
    keptDir: join(dirname(options.file), ".manifest-backups", "removed-pictures"),
    savedManifest: () => readSnapshot(options.file).data,
  });
  const publishOptions = { ...options.site, file: options.file, publicDir: options.publicDir, validate };
  return async (request: IncomingMessage, response: ServerResponse): Promise<boolean> => {
    const url = new URL(request.url ?? "/", "http://editor");
    if (!url.pathname.startsWith("/api/")) return false;
    try {
      // Pictures are sent as their bytes, not JSON: the library answers them itself.
      if (url.pathname.startsWith("/api/media")) {
        await media(request, response, url);
        return true;
      }
      const input = request.method === "POST" ? await body(request) : {};
      switch (url.pathname) {
        case "/api/state": {
          // A file the forms cannot show opens in the recovery view: its text, where it breaks, the last good version.
          const recovery = recoveryFor(options.file, validate);
          if (recovery) {
            send(response, 200, { recovery });
            return true;
          }
          const { version, data } = readSnapshot(options.file);
          send(response, 200, {
            file: options.file,
            version,
            data,
            schemas: forms,
            assets: listFiles(options.publicDir).filter(
              (path) => !path.split("/").some((part) => part.startsWith(".")),
            ),
            menus: menus(data as SiteManifest).map(({ name, label, within, part }) => ({ name, label, within, part })),
            problems: check(data),
          });
          return true;
        }
        case "/api/validate":
          send(response, 200, { problems: check(manifestOf(input)) });
          return true;
        case "/api/preview": {
          // A page (path) or a section drawn as the header and footer; an HTML page, or 422 and the
          // problems, with the page drawn in spite of them when it could be.
          const render = await options.preview();
          const data = manifestOf(input);
          const section = previewSections.find((s) => s === input.section);
          const path = String(input.path);
          const problems = check(data);
          const answer = await render(
            section
              ? (data as unknown as SiteManifest)
              : withUnwrittenTexts(data as unknown as SiteManifest, path, forms),
            section ? { section } : { path },
            input.lang === "en" ? "en" : "mn",
            problems,
          );
          if (!("problems" in answer)) send(response, 200, answer.html, "text/html");
          else send(response, 422, answer);
          return true;
        }
        case "/api/new": {
          const text = addPage(JSON.stringify(manifestOf(input), null, 2), schemas, {
            template: String(input.template),
            path: String(input.path),
            nav: input.nav ? String(input.nav) : undefined,
          });
          send(response, 200, { data: JSON.parse(text) });
          return true;
        }
        case "/api/save": {
          const result = save(
            options.file,
            manifestOf(input),
            String(input.version),
            (text) => validate(text).problems,
            input.confirmInvalid === true,
          );
          send(response, result.status === "saved" ? 200 : 409, result);
          return true;
        }
        case "/api/publish-info":
          send(response, 200, publishInfo(publishOptions));
          return true;
        case "/api/publish": {
          if (publishing())
            throw new BadRequest(
              409,
              "the site is already being published",
              "Сайтыг яг одоо нийтэлж байна: дуусахыг хүлээнэ үү.",
            );
          // Each step as a line of JSON while it happens: the dialog's progress bar follows them.
          response.writeHead(200, {
            "content-type": "application/x-ndjson; charset=utf-8",
            "cache-control": "no-store",
          });
          await publish(
            publishOptions,
            { message: typeof input.message === "string" ? input.message : undefined },
            (event) => response.write(JSON.stringify(event) + "\n"),
          );
          response.end();
          return true;
        }
        case "/api/history":
          send(response, 200, { backups: listBackups(options.file) });
          return true;
        case "/api/restore":
          send(response, 200, restoreVersion(options.file, String(input.id)));
          return true;
        case "/api/save-text": {
          if (typeof input.text !== "string") throw new BadRequest(400, "the text to save is missing");
          const result = saveText(options.file, input.text, String(input.version), validate);
          send(response, result.status === "conflict" ? 409 : 200, result);
          return true;
        }
      }
      send(response, 404, { error: `no such endpoint: ${url.pathname}` });
    } catch (error) {
      const status =
        error instanceof BadRequest
          ? error.status
          : error instanceof NewPageError || error instanceof PageChangeError
            ? 400
            : error instanceof HistoryError
              ? 404
              : error instanceof ManifestError
                ? 422
                : 500;
      send(response, status, { error: (error as Error).message, errorMn: mongolianOf(error) });
    }
    return true;
  };
}
