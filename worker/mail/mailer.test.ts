import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { call } from "../test/client";
import { httpMailer, mailerFor, MailNotConfiguredError } from "./mailer";
import { verificationMail } from "./templates";

afterEach(() => vi.restoreAllMocks());

const mail = verificationMail("ana@example.com", "ana", "https://parlo.example/verify-email?token=abc");

describe("outgoing mail", () => {
  it("goes to the dev outbox in development, readable newest first and as a page", async () => {
    await mailerFor(env).send(mail);
    await mailerFor(env).send({ ...mail, subject: "Second" });
    const list = (await (await call("/api/dev/outbox?to=ana@example.com")).json()) as { id: number; subject: string }[];
    expect(list.map((item) => item.subject)).toEqual(["Second", mail.subject]);
    const page = await call(`/api/dev/outbox/${list[1]!.id}`);
    expect(page.headers.get("content-type")).toMatch(/text\/html/);
    expect(await page.text()).toContain("https://parlo.example/verify-email?token=abc");
  });

  it("the dev outbox does not exist in production", async () => {
    const { devApp } = await import("../dev-app");
    const response = await devApp.request("/api/dev/outbox?to=ana@example.com", {}, { ...env, ENVIRONMENT: "production" });
    expect(response.status).toBe(404);
  });

  it("goes to the HTTP email API in production, with the key and sender from secrets", async () => {
    const fetch = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("{}", { status: 200 }));
    await httpMailer({ ...env, MAIL_API_URL: "https://mail.example/send", MAIL_API_KEY: "key-1", MAIL_FROM: "Parlo <hi@parlo.example>" }).send(mail);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("https://mail.example/send");
    expect((init!.headers as Record<string, string>).Authorization).toBe("Bearer key-1");
    expect(JSON.parse(init!.body as string)).toMatchObject({ from: "Parlo <hi@parlo.example>", to: "ana@example.com", subject: mail.subject });
  });

  it("sends no control characters in any header field, whatever the mail or the settings hold", async () => {
    const fetch = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("{}", { status: 200 }));
    const settings = { MAIL_API_URL: "https://mail.example/send", MAIL_API_KEY: "key-1", MAIL_FROM: "Parlo <hi@parlo.example>\r\n" };
    const sneaky = { ...mail, to: "ana@example.com\r\nBcc: all@example.com", subject: "Hi\r\nBcc: all@example.com\u0000\t\u2028there\u0085" };
    await httpMailer({ ...env, ...settings }).send(sneaky);
    const sent = JSON.parse(fetch.mock.calls[0]![1]!.body as string) as Record<string, string>;
    for (const field of ["from", "to", "subject"]) expect(sent[field]).not.toMatch(/[\p{Cc}\u2028\u2029]/u);
    expect(sent).toMatchObject({ from: "Parlo <hi@parlo.example>", to: "ana@example.com Bcc: all@example.com", subject: "Hi Bcc: all@example.com there" });
    expect(sent.text).toBe(mail.text);
  });

  it("refuses to pretend it sent mail when production mail is not configured", async () => {
    await expect(httpMailer(env).send(mail)).rejects.toBeInstanceOf(MailNotConfiguredError);
  });
});
