import { describe, expect, it } from "vitest";
import { LESSON_TEMPLATE, PRERENDERED_PAGES } from "../../contract/prerendered-pages";
import { call } from "../test/client";
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

  it("does not answer the lesson template at its own address or any other", async () => {
    for (const path of [LESSON_TEMPLATE.path.replace("/de/", "/xx/"), "/auth", "/profile", "/languages/de"]) {
      expect(await (await call(path)).text(), path).toBe(TEST_SHELL);
    }
  });
});
