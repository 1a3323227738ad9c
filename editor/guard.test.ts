import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { judge, maxBodyBytes } from "./guard.server";

const options = { token: "s3cret-token", port: 5175 };
const call = (url: string, headers: Record<string, string>, method = "GET") =>
  judge({ url, method, headers } as unknown as IncomingMessage, options);
const signedIn = { host: "localhost:5175", cookie: "other=1; editor-token-5175=s3cret-token" };

describe("the editor's guard", () => {
  it("lets its own page call the API", () => {
    expect(call("/api/state", signedIn)).toBeNull();
    expect(
      call("/api/save", { ...signedIn, origin: "http://localhost:5175", "content-type": "application/json" }, "POST"),
    ).toBeNull();
  });

  it("refuses other hosts, other origins and other sites", () => {
    expect(call("/api/state", { ...signedIn, host: "evil.example:5175" })).toMatchObject({ status: 403 });
    expect(call("/", { host: "localhost:5176" })).toMatchObject({ status: 403 });
    expect(call("/api/state", { ...signedIn, origin: "http://localhost:8080" })).toMatchObject({ status: 403 });
    expect(call("/api/state", { ...signedIn, origin: "null" })).toMatchObject({ status: 403 });
    expect(call("/api/state", { ...signedIn, "sec-fetch-site": "same-site" })).toMatchObject({ status: 403 });
  });

  it("asks for the secret: another port's cookie or a wrong one is not it", () => {
    // Reloading does not sign a page in: both languages send the author to the printed address.
    expect(call("/api/state", { host: "localhost:5175" })).toMatchObject({
      status: 401,
      message: expect.stringContaining("?token="),
      messageMn: expect.stringContaining("?token="),
    });
    expect(call("/api/state", { host: "localhost:5175", cookie: "editor-token-5176=s3cret-token" })).toMatchObject({
      status: 401,
    });
    expect(call("/api/state", { host: "localhost:5175", "x-editor-token": "s3cret-tokeN" })).toMatchObject({
      status: 401,
    });
  });

  it("takes JSON bodies only, within the size limit", () => {
    const post = (headers: Record<string, string>) => call("/api/save", { ...signedIn, ...headers }, "POST");
    expect(post({ "content-type": "text/plain" })).toMatchObject({ status: 415 });
    expect(post({})).toMatchObject({ status: 415 });
    expect(
      post({ "content-type": "application/json; charset=utf-8", "content-length": String(maxBodyBytes + 1) }),
    ).toMatchObject({ status: 413 });
  });

  it("moves the printed address's secret into a cookie for this port, out of the address bar", () => {
    expect(call("/?token=s3cret-token", { host: "127.0.0.1:5175" })).toEqual({
      redirect: "/",
      setCookie: "editor-token-5175=s3cret-token; Path=/; HttpOnly; SameSite=Strict",
    });
    expect(call("/?token=wrong", { host: "127.0.0.1:5175" })).toBeNull();
  });
});
