import { randomBytes, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { maxUploadBytes, uploadPath } from "./media-rules";

/** The largest request body the editor reads: the largest manifest that may be read (a site of 10,000 pages is under 50 MB). */
export const maxBodyBytes = 128 * 1024 * 1024;

export interface GuardOptions {
  /** The secret of this start of the editor, printed in its address. */
  token: string;
  port: number;
}

export const newToken = () => randomBytes(24).toString("base64url");

/** Cookies are not kept apart by port: each editor's cookie is named after its own. */
const cookieName = (port: number) => `editor-token-${port}`;

function sameSecret(given: string | undefined, token: string): boolean {
  if (!given) return false;
  const [a, b] = [Buffer.from(given), Buffer.from(token)];
  return a.length === b.length && timingSafeEqual(a, b);
}

function cookie(request: IncomingMessage, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

/** The addresses this editor answers to: another name for this machine (DNS rebinding) gets 403. */
function ownHosts(port: number): string[] {
  return ["localhost", "127.0.0.1", "[::1]"].map((name) => `${name}:${port}`);
}

/** A refusal, in English and in Mongolian (the editor's first language shows `messageMn`). */
type Refusal = { status: number; message: string; messageMn: string };
type Verdict = Refusal | { redirect: string; setCookie: string } | null;

const otherWebsite: Refusal = {
  status: 403,
  message: "requests from other websites are refused",
  messageMn: "Өөр вэб сайтаас ирсэн хүсэлтийг засварлагч хүлээн авахгүй.",
};

/**
 * Whether a request may reach the editor: its Host must be this machine at the editor's port, its
 * Origin (when a browser sends one) the editor's own page, and an API call must carry this start's
 * secret and, when it sends a body, send JSON. A page on another website or another port can
 * neither read nor write the manifest, whatever the request's mode or content type.
 */
export function judge(request: IncomingMessage, { token, port }: GuardOptions): Verdict {
  const hosts = ownHosts(port);
  const host = request.headers.host ?? "";
  if (!hosts.includes(host))
    return {
      status: 403,
      message: `this editor answers only at http://localhost:${port}`,
      messageMn: `Засварлагч зөвхөн http://localhost:${port} хаягаар ажиллана.`,
    };
  const origin = request.headers.origin;
  if (origin !== undefined && !hosts.some((h) => origin === `http://${h}`)) return otherWebsite;
  const fetchSite = request.headers["sec-fetch-site"];
  const url = new URL(request.url ?? "/", `http://${host}`);
  if (!url.pathname.startsWith("/api/")) {
    // The printed address signs this browser in: the secret moves to a cookie, out of the address bar.
    const given = url.searchParams.get("token");
    if (given !== null && sameSecret(given, token) && request.method === "GET")
      return {
        redirect: "/",
        setCookie: `${cookieName(port)}=${token}; Path=/; HttpOnly; SameSite=Strict`,
      };
    return null;
  }
  if (fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none") return otherWebsite;
  if (!sameSecret(cookie(request, cookieName(port)) ?? (request.headers["x-editor-token"] as string), token))
    return {
      status: 401,
      message:
        "This page is not signed in to the editor. Open the address that `npm run edit` printed in the terminal (it ends in ?token=…).",
      messageMn:
        "Энэ хуудас засварлагчид нэвтрээгүй байна. `npm run edit` командын терминалд хэвлэсэн хаягийг нээнэ үү (төгсгөл нь ?token=… байна). Хуудсыг дахин ачаалах нь тус болохгүй.",
    };
  if (request.method !== "GET" && request.method !== "HEAD") {
    const type = (request.headers["content-type"] ?? "").split(";")[0].trim().toLowerCase();
    // A picture is sent as its bytes, not as base64 in JSON: a third smaller, and refused by its
    // length before it is read. No form on another site can send this type without asking first.
    const upload = url.pathname === uploadPath;
    if (type !== (upload ? "application/octet-stream" : "application/json"))
      return upload
        ? { status: 415, message: "a picture is sent as its bytes", messageMn: "Зургийг файлаар нь илгээнэ." }
        : {
            status: 415,
            message: "the editor's API takes JSON only",
            messageMn: "Засварлагчийн API зөвхөн JSON хүлээн авна.",
          };
    const length = Number(request.headers["content-length"] ?? 0);
    if (length > (upload ? maxUploadBytes : maxBodyBytes))
      return {
        status: 413,
        message: "this request is too large for the editor",
        messageMn: "Энэ хүсэлт засварлагчид хэт том байна.",
      };
  }
  return null;
}

/** Answers a request the guard refuses or redirects; true when it did. */
export function enforce(request: IncomingMessage, response: ServerResponse, options: GuardOptions): boolean {
  const verdict = judge(request, options);
  if (!verdict) return false;
  if ("redirect" in verdict) {
    response.writeHead(303, {
      location: verdict.redirect,
      "set-cookie": verdict.setCookie,
      "cache-control": "no-store",
    });
    response.end();
    return true;
  }
  response.writeHead(verdict.status, {
    "content-type": "application/json; charset=utf-8",
    "cache-control": "no-store",
  });
  response.end(JSON.stringify({ error: verdict.message, errorMn: verdict.messageMn }));
  return true;
}
