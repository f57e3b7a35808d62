import { describe, expect, it } from "vitest";
import { LESSON_TEMPLATE, PRERENDERED_PAGES } from "../../contract/prerendered-pages";
import { call, DEMO, signIn } from "../test/client";
import { TEST_SHELL, testDrawnPage } from "../test/fake-assets";

const page = (path: string) => PRERENDERED_PAGES.find((candidate) => candidate.path === path)!;

describe("the pages drawn as HTML", () => {
  it("answers the landing page, about, FAQ and contact with their drawn pages, to anyone", async () => {
    for (const path of ["/", "/about", "/faq", "/contact"]) {
      const response = await call(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("Content-Type"), path).toContain("text/html");
      expect(response.headers.get("X-Frame-Options"), path).toBe("DENY");
      expect(await response.text(), path).toBe(testDrawnPage(page(path)));
    }
  });

  it("answers the language grid with its drawn page for a signed-in learner", async () => {
    const cookie = await signIn(DEMO.learner.username, DEMO.learner.password);
    expect(await (await call("/languages", { cookie })).text()).toBe(testDrawnPage(page("/languages")));
  });

  it("gives a visitor, or a session that has ended, the plain shell for the language grid: the app sends them to sign in", async () => {
    expect(await (await call("/languages")).text()).toBe(TEST_SHELL);
    const cookie = await signIn(DEMO.learner.username, DEMO.learner.password);
    await call("/api/logout", { method: "POST", cookie });
    const ended = await call("/languages", { cookie: `${cookie}; has-session=1` });
    expect(await ended.text()).toBe(TEST_SHELL);
    expect(ended.headers.getSetCookie().join()).toMatch(/has-session=;.*Max-Age=0/i);
  });

  it("does not answer the lesson template at its own address or any other", async () => {
    for (const path of [LESSON_TEMPLATE.path.replace("/de/", "/xx/"), "/auth", "/profile", "/languages/de"]) {
      expect(await (await call(path)).text(), path).toBe(TEST_SHELL);
    }
  });
});
