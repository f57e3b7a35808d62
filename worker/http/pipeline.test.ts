/** The conventions every route inherits: validation, errors, the Origin check and security headers. */
import { Hono } from "hono";
import { describe, expect, it, vi } from "vitest";
import * as v from "valibot";
import type { AppEnv } from "../app-env";
import { call, ORIGIN } from "../test/client";
import { ApiError, handleError } from "./errors";
import { jsonBody } from "./validate";

describe("request bodies", () => {
  it("answers 400 for malformed JSON", async () => {
    const response = await call("/api/login", { body: "{not json", headers: { "Content-Type": "application/json" } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "Request body must be valid JSON" });
  });

  it("answers 415 for a body that is not JSON", async () => {
    const response = await call("/api/login", { body: "username=learner", headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ message: "Content-Type must be application/json" });
  });

  it("answers 413 for an oversize body", async () => {
    const response = await call("/api/login", { json: { username: "x".repeat(70_000), password: "y" } });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: "Request body is too large" });
  });

  it.each([["[]"], ["null"], ["\"text\""], ["12"]])("answers 400 for the non-object body %s", async (body) => {
    const response = await call("/api/login", { body, headers: { "Content-Type": "application/json" } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "Request body must be a JSON object" });
  });

  it("names the field that failed, as the schema says it", async () => {
    const app = new Hono<AppEnv>()
      .post("/echo", jsonBody(v.object({ lesson: v.object({ score: v.pipe(v.number("Score must be a number"), v.maxValue(100, "Score must be at most 100")) }) })), (c) => c.json(c.var.body))
      .onError(handleError);
    const post = (json: unknown) =>
      app.request("/echo", { method: "POST", body: JSON.stringify(json), headers: { "Content-Type": "application/json" } });
    const tooHigh = await post({ lesson: { score: 101 } });
    expect(tooHigh.status).toBe(400);
    expect(await tooHigh.json()).toEqual({ message: "Score must be at most 100", field: "lesson.score" });
    expect(await (await post({ lesson: { score: 99 } })).json()).toEqual({ lesson: { score: 99 } });
  });
});

describe("errors", () => {
  it("answers unknown API routes with a JSON 404", async () => {
    const response = await call("/api/no-such-thing");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ message: "Not found" });
  });

  it("turns an unexpected failure into a JSON 500 with no stack, and logs it", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const app = new Hono()
      .get("/boom", () => {
        throw new Error("secret internals at db.ts:12");
      })
      .onError(handleError);
    const response = await app.request("/boom");
    const text = await response.text();
    expect(response.status).toBe(500);
    expect(JSON.parse(text)).toEqual({ message: "Something went wrong on our side. Please try again." });
    expect(text).not.toContain("secret internals");
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it("keeps a thrown ApiError's status, message and extra fields", async () => {
    const app = new Hono()
      .get("/locked", () => {
        throw new ApiError(402, "This lesson needs a subscription", { lessonId: "de-lesson03" });
      })
      .onError(handleError);
    const response = await app.request("/locked");
    expect(response.status).toBe(402);
    expect(await response.json()).toEqual({ message: "This lesson needs a subscription", lessonId: "de-lesson03" });
  });
});

describe("the Origin check on state-changing requests", () => {
  const login = { username: "learner", password: "learner-pass-2026" };

  it("refuses a request from another site", async () => {
    const response = await call("/api/login", { json: login, origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: "Cross-site request refused" });
  });

  it("refuses a request with no Origin", async () => {
    expect((await call("/api/login", { json: login, origin: null })).status).toBe(403);
    expect((await call("/api/logout", { method: "POST", origin: null })).status).toBe(403);
  });

  it("refuses a cross-site text/plain form post", async () => {
    const response = await call("/api/login", {
      body: JSON.stringify(login),
      headers: { "Content-Type": "text/plain" },
      origin: "https://evil.example",
    });
    expect(response.status).toBe(403);
  });

  it("accepts the app's own origin and APP_ORIGIN", async () => {
    expect((await call("/api/login", { json: login, origin: ORIGIN })).status).toBe(200);
    expect((await call("/api/login", { json: login, base: "http://127.0.0.1:8787", origin: "http://app.test" })).status).toBe(200);
  });

  it("lets reads through without an Origin", async () => {
    expect((await call("/api/languages", { origin: null })).status).toBe(200);
  });
});

describe("security headers", () => {
  it("are on every API answer, errors included", async () => {
    for (const path of ["/api/languages", "/api/no-such-thing", "/api/user"]) {
      const response = await call(path);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("content-security-policy")).toMatch(/frame-ancestors 'none'/);
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      expect(response.headers.get("strict-transport-security")).toBeNull(); // plain http
    }
  });

  it("include HSTS on https", async () => {
    const response = await call("/api/languages", { base: "https://app.test" });
    expect(response.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
  });
});
