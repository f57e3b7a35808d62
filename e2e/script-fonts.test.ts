/**
 * The course languages render in their shipped fonts wherever they appear, not only in a lesson's
 * text: on this machine Chromium has no Japanese or Chinese system font, so anything not marked and
 * set in the app's own Noto face would be drawn as boxes. Measured as rendered (the fonts Chromium
 * reports having drawn the glyphs with), not as styled.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage, PHONE, signInAs } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Glyphs drawn per font family for the text inside the elements `selector` finds (and their descendants). */
async function renderedFonts(page: Page, selector: string): Promise<Record<string, number>> {
  await page.evaluate(() => document.fonts.ready);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
  const { nodeIds } = await cdp.send("DOM.querySelectorAll", { nodeId: root.nodeId, selector: `${selector}, ${selector} *` });
  const glyphs: Record<string, number> = {};
  for (const nodeId of nodeIds) {
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    for (const font of fonts) glyphs[font.familyName] = (glyphs[font.familyName] ?? 0) + font.glyphCount;
  }
  await cdp.detach();
  return glyphs;
}

describe("Japanese in the tutor chat", () => {
  it("is marked as Japanese and drawn in the shipped Noto Sans JP, in the learner's bubble", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signInAs(page, "learner", "learner-pass-2026");
    await page.goto("/ja/lesson/01");
    await page.getByRole("button", { name: "Open tutor chat" }).click();
    const box = page.getByRole("textbox", { name: "Your message to the tutor" });
    await expect.poll(() => box.isEnabled(), { timeout: 20_000 }).toBe(true);
    await box.fill("これはコーヒーです");
    // Sendable once the greeting has finished arriving (Enter is ignored before).
    await expect.poll(() => page.getByRole("button", { name: "Send message" }).isEnabled(), { timeout: 20_000 }).toBe(true);
    await box.press("Enter");
    const conversation = page.getByRole("list", { name: "Conversation with your tutor" });
    // Marked word by word by the tutor's checker: the words are spans inside the marked paragraph.
    await conversation.locator('p[lang="ja-JP"]').filter({ hasText: "コーヒー" }).first().waitFor();

    // Every one of its nine characters drawn in the shipped face (its marks' words for screen readers in
    // Inter); none left to a font that has no Japanese.
    // (The shipped file names its face by its weight range, "Noto Sans JP Thin"; this machine has no other.)
    const shipped = (fonts: Record<string, number>) => Object.entries(fonts).filter(([family]) => family.startsWith("Noto Sans JP")).reduce((sum, [, glyphs]) => sum + glyphs, 0);
    const bubble = '[aria-label="Conversation with your tutor"] p[lang="ja-JP"]';
    await expect.poll(async () => shipped(await renderedFonts(page, bubble)), { timeout: 15_000 }).toBeGreaterThanOrEqual(9);
    const drawn = await renderedFonts(page, bubble);
    expect(Object.keys(drawn).filter((family) => !/^(Noto Sans JP|Inter)/.test(family))).toEqual([]);
    await context.close();
  });
});
