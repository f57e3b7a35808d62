/**
 * The dev outbox holds every account's mail, reset links included. A development build that reaches
 * a public host by mistake must not hand them out: in development it answers loopback hosts only.
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { app } from "../app";
import { devApp } from "../dev-app";
import { mailerFor } from "../mail/mailer";
import { passwordResetMail } from "../mail/templates";

const development = { ...env, ENVIRONMENT: "development" };
const listAt = (origin: string) => devApp.request(`${origin}/api/dev/outbox?to=admin@example.com`, {}, development);

describe("the dev outbox in development", () => {
  it.each(["https://parlo.example.com", "https://parlo.workers.dev", "http://192.168.1.20:5173", "http://localhost.evil.example"])(
    "is not found from %s, where anyone could ask",
    async (origin) => {
      const mailed = await mailerFor(development).send(passwordResetMail("admin@example.com", "admin", "https://x/reset-password?token=secret"));
      const list = await listAt(origin);
      expect(list.status).toBe(404);
      expect(await list.json()).toEqual({ message: "Not found" });
      const page = await devApp.request(`${origin}/api/dev/outbox/${mailed.outboxId}`, {}, development);
      expect(page.status).toBe(404);
      expect(await page.text()).not.toContain("secret");
    },
  );

  it.each(["http://localhost:5173", "http://127.0.0.1:4173", "http://[::1]:5173"])("is open to the developer's own machine at %s", async (origin) => {
    await mailerFor(development).send(passwordResetMail("admin@example.com", "admin", "https://x/reset-password?token=secret"));
    const list = await listAt(origin);
    expect(list.status).toBe(200);
    expect(JSON.stringify(await list.json())).toContain("secret");
  });

  it("shows a mail as a page in its own styles, still without any script", async () => {
    const mailed = await mailerFor(development).send(passwordResetMail("admin@example.com", "admin", "https://x/reset-password?token=secret"));
    const page = await devApp.request(`http://localhost:5173/api/dev/outbox/${mailed.outboxId}`, {}, development);
    expect(page.status).toBe(200);
    const policy = page.headers.get("Content-Security-Policy");
    expect(policy).toContain("style-src 'unsafe-inline'");
    expect(policy).toContain("default-src 'none'");
    expect(policy).not.toContain("script-src");
    expect(page.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });
});

describe("the production app", () => {
  it("has no outbox at all, even asked in development at the developer's machine", async () => {
    await mailerFor(development).send(passwordResetMail("admin@example.com", "admin", "https://x/reset-password?token=secret"));
    const list = await app.request("http://localhost:5173/api/dev/outbox?to=admin@example.com", {}, development);
    expect(list.status).toBe(404);
    expect(await list.text()).not.toContain("secret");
  });

  it("neither counts statements nor models latency, whatever the request asks", async () => {
    const answer = await app.request("http://localhost:5173/api/languages", { headers: { "X-Count-D1-Queries": "1", "X-Latency-Model": "sydney" } }, development);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("X-D1-Queries")).toBeNull();
    expect(answer.headers.get("X-Modelled-Ms")).toBeNull();
  });
});
