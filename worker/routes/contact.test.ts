import { describe, expect, it } from "vitest";
import type { ContactResponse } from "../../contract/wire";
import { contactSubmissions } from "../db/schema";
import { call, db, outboxCount, waitForMail } from "../test/client";

const message = { name: "Ana", email: "ana@example.com", category: "Feature", message: "Could you add Tamil next? Many of my friends want to learn it.", company: "" };
const send = (json: unknown, ip = "203.0.113.50") => call("/api/contact", { json, headers: { "cf-connecting-ip": ip } });

describe("POST /api/contact", () => {
  it("stores the message, mails the team and answers the preview link in development", async () => {
    const response = await send(message);
    expect(response.status).toBe(201);
    const body = (await response.json()) as ContactResponse;
    expect(body.message).toBe("Thanks for writing in — a team member will respond at the email you provided.");
    expect(body.previewUrl).toMatch(/\/api\/dev\/outbox\/\d+$/);
    expect(await db().select().from(contactSubmissions)).toEqual([expect.objectContaining({ name: "Ana", category: "Feature", isResolved: false })]);
    expect(await outboxCount("hello@parlo.app")).toBe(1);
  });

  it("keeps line breaks in the name out of the mail's headers", async () => {
    const response = await send({ ...message, name: "Ana\r\nBcc: everyone@example.com\r\n\r\nHello" });
    expect(response.status).toBe(201);
    const mail = await waitForMail("hello@parlo.app");
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject).toBe("[Parlo contact] Feature from Ana Bcc: everyone@example.com Hello");
  });

  it("answers a filled spam trap like a success but stores and sends nothing", async () => {
    const response = await send({ ...message, company: "Cheap Pills Ltd" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "Thanks for writing in — a team member will respond at the email you provided." });
    expect(await db().select().from(contactSubmissions)).toEqual([]);
    expect(await outboxCount("hello@parlo.app")).toBe(0);
  });

  it.each([
    [{ ...message, name: "" }, "name", "Name is required"],
    [{ ...message, email: "ana" }, "email", "Please enter a valid email address"],
    [{ ...message, category: "Spam" }, "category", "Please select a valid category"],
    [{ ...message, message: "Too short." }, "message", "Message must be at least 30 characters"],
    [{ ...message, message: "x".repeat(5001) }, "message", "Message must be at most 5000 characters"],
  ])("refuses %j naming %s", async (json, field, text) => {
    const response = await send(json);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: text, field });
  });

  it("limits one address to five messages an hour", async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 6; index++) statuses.push((await send(message, "203.0.113.99")).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
