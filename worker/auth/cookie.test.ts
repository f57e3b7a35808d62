import { describe, expect, it } from "vitest";
import { call, DEMO, sessionCookieOf } from "../test/client";

/** The Set-Cookie header a response set for `name`. */
function setCookie(response: Response, name: string): string | undefined {
  return response.headers.getSetCookie().find((header) => header.startsWith(`${name}=`));
}

const attribute = (header: string | undefined, name: string) => new RegExp(`;\\s*${name}=([^;]*)`, "i").exec(header ?? "")?.[1];

describe("the session hint cookie", () => {
  it("is set beside the session cookie at sign-in: readable by the page, holding no secret, expiring with it", async () => {
    const response = await call("/api/login", { json: DEMO.learner });
    const session = setCookie(response, "session");
    const hint = setCookie(response, "has-session");
    expect(hint).toMatch(/^has-session=1;/);
    expect(hint).not.toMatch(/HttpOnly/i);
    expect(hint).toMatch(/SameSite=Lax/i);
    expect(attribute(hint, "Path")).toBe("/");
    expect(attribute(hint, "Expires")).toBe(attribute(session, "Expires"));
    expect(session).toMatch(/HttpOnly/i);
  });

  it("is cleared with the session cookie at logout", async () => {
    const cookie = sessionCookieOf(await call("/api/login", { json: DEMO.learner }));
    const response = await call("/api/logout", { method: "POST", cookie: `${cookie}; has-session=1` });
    expect(setCookie(response, "has-session")).toMatch(/^has-session=;.*Max-Age=0/i);
    expect(setCookie(response, "session")).toMatch(/^session=;.*Max-Age=0/i);
  });

  it("is cleared, with the session cookie, when the session has ended; GET /api/user still answers 401", async () => {
    const cookie = sessionCookieOf(await call("/api/login", { json: DEMO.learner }));
    await call("/api/logout", { method: "POST", cookie });
    const response = await call("/api/user", { cookie: `${cookie}; has-session=1` });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Please sign in to continue." });
    expect(setCookie(response, "has-session")).toMatch(/Max-Age=0/i);
    expect(setCookie(response, "session")).toMatch(/Max-Age=0/i);
  });

  it("is not touched for a visitor who never signed in, who still gets 401 from GET /api/user", async () => {
    const response = await call("/api/user");
    expect(response.status).toBe(401);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("is given to a session from before it existed, on its next answer", async () => {
    const cookie = sessionCookieOf(await call("/api/login", { json: DEMO.learner }));
    const response = await call("/api/user", { cookie });
    expect(response.status).toBe(200);
    expect(setCookie(response, "has-session")).toMatch(/^has-session=1;/);
    const again = await call("/api/user", { cookie: `${cookie}; has-session=1` });
    expect(setCookie(again, "has-session")).toBeUndefined();
  });
});
