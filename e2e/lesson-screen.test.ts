/**
 * The lesson screen teaches (phone and desktop, both themes): a Hindi lesson in the shipped Devanagari
 * font at the larger size, a play control that plays (the browser's voice from this server, whose
 * offline provider has none; the page's audio element when the server sends speech), the 0.75× switch,
 * a hidden answer revealed by keyboard, lesson and chat side by side at 1280 px, one address per
 * lesson, and axe. Pictures of lessons in every script: `npm run screenshots -- --only lesson`.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { DESKTOP, launchBrowser, newPage, PHONE, signInAs } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** 1.5 s of a quiet 440 Hz tone as 16-bit mono PCM at 24 kHz: what a provider with a Hindi voice would send. */
function tone(): string {
  const samples = new Int16Array(36_000);
  for (let index = 0; index < samples.length; index++) samples[index] = Math.round(2000 * Math.sin((2 * Math.PI * 440 * index) / 24_000));
  return Buffer.from(samples.buffer).toString("base64");
}

/** Records what the page asks the browser's own voice to say. */
async function recordBrowserVoice(page: Page) {
  await page.addInitScript(() => {
    const spoken: { text: string; lang: string; rate: number }[] = [];
    (window as unknown as { spoken: typeof spoken }).spoken = spoken;
    const synth = window.speechSynthesis;
    synth.speak = (utterance: SpeechSynthesisUtterance) => {
      spoken.push({ text: utterance.text, lang: utterance.lang, rate: utterance.rate });
    };
    // A browser with a Hindi voice (Chromium on Linux has none: the screen would rightly offer no speaker).
    const hindi = { lang: "hi-IN", name: "Hindi", voiceURI: "Hindi", localService: true, default: false } as SpeechSynthesisVoice;
    synth.getVoices = () => [hindi];
    // Chromium accepts only its own voice objects on an utterance: this one is kept as given.
    Object.defineProperty(SpeechSynthesisUtterance.prototype, "voice", {
      configurable: true,
      get(this: { chosen?: SpeechSynthesisVoice }) {
        return this.chosen ?? null;
      },
      set(this: { chosen?: SpeechSynthesisVoice }, voice: SpeechSynthesisVoice) {
        this.chosen = voice;
      },
    });
  });
}

const spoken = (page: Page) => page.evaluate(() => (window as unknown as { spoken: { text: string; lang: string; rate: number }[] }).spoken);

/** The font Chromium really drew the element's text with (not merely the one the CSS asks for). */
async function fontsDrawn(page: Page, selector: string): Promise<{ familyName: string; isCustomFont: boolean }[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts;
}

/** The machine is shared: give the page time. */
const POLL = { timeout: 15_000 };

const fullyInView = (box: { x: number; y: number; width: number; height: number } | null, viewport: { width: number; height: number }) =>
  box !== null && box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width + 0.5 && box.y + box.height <= viewport.height + 0.5;

for (const [device, viewport] of [["desktop", DESKTOP], ["phone", PHONE]] as const) {
  for (const theme of ["light", "dark"] as const) {
    describe(`the lesson screen, ${device}, ${theme} theme`, () => {
      it("teaches: Devanagari in the shipped font, hear it (slower too), think before the answer shows, the tutor beside it", { timeout: 120_000 }, async () => {
        const { context, page } = await newPage(browser, viewport);
        await context.addInitScript((value) => localStorage.setItem("theme", value), theme);
        await recordBrowserVoice(page);
        await signInAs(page, "learner", "learner-pass-2026");

        // One address per lesson.
        await page.goto("/hi/lesson/1");
        await page.waitForURL("**/hi/lesson/01");
        await page.getByRole("heading", { level: 1, name: /^Lesson 1:/ }).waitFor();

        // Script-aware type: the lesson's Hindi is drawn in the font the app ships, larger than the English around it.
        await page.evaluate(() => document.fonts.ready);
        const firstHindi = '.lesson-prose td [data-say][lang="hi-IN"]';
        await expect.poll(async () => (await fontsDrawn(page, firstHindi)).map((font) => `${font.familyName}${font.isCustomFont ? " (web font)" : ""}`), POLL).toEqual([
          "Noto Sans Devanagari (web font)",
        ]);
        const sizes = await page.evaluate((selector) => {
          const hindi = document.querySelector(selector)!;
          const cell = hindi.closest("td")!;
          return { hindi: parseFloat(getComputedStyle(hindi).fontSize), around: parseFloat(getComputedStyle(cell).fontSize) };
        }, firstHindi);
        expect(sizes.hindi / sizes.around).toBeGreaterThanOrEqual(1.2);
        expect(await page.evaluate(() => [...document.fonts].some((font) => font.family.replace(/"/g, "") === "Noto Sans Devanagari" && font.status === "loaded"))).toBe(true);

        // Hear it, from this server: its offline provider has no voice, so the browser's own Hindi voice reads.
        await page.getByRole("button", { name: "Listen: होटल" }).first().click();
        await expect.poll(() => spoken(page), POLL).toEqual([{ text: "होटल", lang: "hi-IN", rate: 1 }]);
        const slow = page.getByRole("button", { name: "Slow speech (0.75×)" });
        await slow.click();
        expect(await slow.getAttribute("aria-pressed")).toBe("true");
        await page.getByRole("button", { name: "Listen: स्टेशन" }).first().click();
        await expect.poll(async () => (await spoken(page)).at(-1), POLL).toEqual({ text: "स्टेशन", lang: "hi-IN", rate: 0.75 });

        // Hear it, from a server with a Hindi voice: the page's audio element plays its speech at 0.75×.
        await page.route("**/api/lessons/hi-lesson01/speech", (route) => route.fulfill({ json: { success: true, audioData: tone(), error: null } }));
        await page.getByRole("button", { name: "Listen: टैक्सी" }).first().click();
        const lessonAudio = () =>
          page.evaluate(() => {
            const audio = document.querySelector<HTMLAudioElement>("audio[data-lesson-audio]")!;
            return { playing: !audio.paused && audio.currentTime > 0, rate: audio.playbackRate };
          });
        await expect.poll(lessonAudio, POLL).toEqual({ playing: true, rate: 0.75 });
        await slow.click();
        await expect.poll(async () => (await lessonAudio()).rate, POLL).toBe(1);

        // Think first: the answer is hidden, then revealed from the keyboard.
        const answer = page.locator("details.lesson-answer").first();
        const answerText = answer.locator("p").first();
        expect(await answerText.isVisible()).toBe(false);
        await answer.locator("summary").focus();
        await page.keyboard.press("Enter");
        await answerText.waitFor({ state: "visible" });
        expect(await answer.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true);
        expect(await answerText.textContent()).toContain("यह स्टेशन है।");

        // "Try it with the tutor" opens the chat on that question.
        await page.getByRole("button", { name: "Try it with the tutor" }).first().click();
        const chat = page.getByRole("region", { name: /^Tutor chat:/ });
        await chat.waitFor();
        await chat.getByText("Your turn: how would you say \"this is a station\"?", { exact: false }).waitFor();
        expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("TEXTAREA");

        if (device === "desktop") {
          // Side by side at 1280 px: the title, the lesson and the chat all in full view.
          const title = page.getByRole("heading", { level: 1, name: /^Lesson 1:/ });
          expect(fullyInView(await title.boundingBox(), viewport)).toBe(true);
          expect(await title.evaluate((heading) => heading.scrollWidth <= heading.clientWidth && heading.scrollHeight <= heading.clientHeight + 1)).toBe(true);
          const lessonBox = await page.getByRole("article").boundingBox();
          const chatBox = await chat.boundingBox();
          expect(lessonBox!.width).toBeGreaterThan(500);
          expect(lessonBox!.x + lessonBox!.width).toBeLessThanOrEqual(chatBox!.x + 0.5);
          expect(fullyInView(chatBox, viewport)).toBe(true);
          expect(fullyInView(await page.getByRole("textbox", { name: "Your message to the tutor" }).boundingBox(), viewport)).toBe(true);
          // Each column scrolls on its own; the page itself does not.
          expect(await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight + 1)).toBe(true);
        }
        expect(await seriousViolations(page)).toEqual([]);
        await context.close();
      });
    });
  }
}
