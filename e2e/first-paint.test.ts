/**
 * The first screen is HTML (decision 023), against the built app (`npm run preview`): the landing
 * page and a lesson's text are in the page the server sends and readable with JavaScript off; with
 * it on, the app takes the drawn pages over without a warning, a failing request or a layout shift.
 */
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Lesson } from "../contract/wire";
import { previewPort, startPreviewServer, type DevServer } from "../scripts/dev-server";
import { baseUrl, lanesServeTheBuild, launchBrowser, ownPort, PHONE, PREVIEW_SETUP_MS, sharedPreviewBuild } from "./browser";

const LEARNER = { username: "learner", password: "learner-pass-2026" };

let browser: Browser;
let server: Pick<DevServer, "baseUrl"> & Partial<Pick<DevServer, "stop">>;
beforeAll(async () => {
  // The lane's server when it serves the built app; a preview server of this file's own otherwise.
  const built = lanesServeTheBuild() ? Promise.resolve({ baseUrl: baseUrl() }) : startPreviewServer(ownPort(previewPort(4174)), "e2e-first-paint-state", {}, sharedPreviewBuild());
  [browser, server] = await Promise.all([launchBrowser(), built]);
}, PREVIEW_SETUP_MS);
afterAll(async () => {
  await browser?.close();
  await server?.stop?.();
});

/** The learner's cookies (the session and its hint) as a Cookie header. */
async function signInCookies(): Promise<string> {
  const response = await fetch(`${server.baseUrl}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.baseUrl },
    body: JSON.stringify(LEARNER),
  });
  expect(response.status).toBe(200);
  return response.headers.getSetCookie().map((header) => header.split(";")[0]).join("; ");
}

async function signedInContext(options: Parameters<Browser["newContext"]>[0] = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: server.baseUrl, viewport: PHONE, ...options });
  const cookies = (await signInCookies()).split("; ").map((pair) => {
    const [name, value] = pair.split("=") as [string, string];
    return { name, value, url: server.baseUrl };
  });
  await context.addCookies(cookies);
  return context;
}

describe("the first screen, drawn as HTML", () => {
  it("sends the landing page's heading and text in the HTML, readable with JavaScript off", async () => {
    const html = await (await fetch(`${server.baseUrl}/`)).text();
    expect(html).toMatch(/<h1 [^>]*>Learn Languages The Smart Way<\/h1>/);
    expect(html).toContain("How Parlo works");
    // Each drawn page names itself before any script runs.
    expect(html).toContain("<title>Parlo: Learn Languages The Smart Way</title>");
    expect(await (await fetch(`${server.baseUrl}/about`)).text()).toContain("<title>About · Parlo</title>");

    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Learn Languages The Smart Way");
    expect(await page.getByRole("link", { name: "Get Started For Free" }).isVisible()).toBe(true);
    await context.close();
  });

  it("sends a lesson's heading and text in the HTML to a learner who may open it, readable with JavaScript off", async () => {
    const cookie = await signInCookies();
    const lesson = (await (await fetch(`${server.baseUrl}/api/lessons/de-lesson01`, { headers: { Cookie: cookie } })).json()) as Lesson;
    const html = await (await fetch(`${server.baseUrl}/de/lesson/1`, { headers: { Cookie: cookie } })).text();
    expect(html).toContain(`>Lesson 1: ${lesson.title}</h1>`);
    // The lesson's text, with its speakers and "Try it" rows drawn in (worker/lessons/drawn-speakers.ts, drawn-try-buttons.ts).
    expect(html).toContain('class="say-button"');
    expect(html).toContain("Try it with the tutor</button>");
    const drawnControls = /<button type="button" class="say-button".*?<\/button>|<p class="lesson-answer-actions">.*?<\/p>/g;
    expect(html.replace(drawnControls, "")).toContain(lesson.html);
    expect(html).toContain(`<title>Lesson 1: ${lesson.title} · German · Parlo</title>`);

    const context = await signedInContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/de/lesson/1");
    expect(await page.getByRole("heading", { level: 1, name: /^Lesson 1:/ }).textContent()).toBe(`Lesson 1: ${lesson.title}`);
    const text = page.getByRole("article", { name: `Lesson text: ${lesson.title}` });
    expect(await text.isVisible()).toBe(true);
    expect((await text.textContent())?.length).toBeGreaterThan(200);
    // Set in the lesson's typography from the first paint: the page links its stylesheet (decision 047).
    const type = await text.evaluate((article) => ({ size: parseFloat(getComputedStyle(article).fontSize), leading: parseFloat(getComputedStyle(article).lineHeight) }));
    expect(type.leading / type.size).toBeCloseTo(1.75);
    await context.close();
  });

  it("draws a learner's home with their own next step in the HTML (decision 052), and the app asks for none of it again", async () => {
    const cookie = await signInCookies();
    const html = await (await fetch(`${server.baseUrl}/dashboard`, { headers: { Cookie: cookie } })).text();
    expect(html).toContain("<title>Home · Parlo</title>");
    expect(html).toContain('id="drawn-reads"');

    const context = await signedInContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/dashboard");
    const card = page.locator("#home-continue");
    expect(await card.textContent()).toMatch(/^(Continue where you left off|Up next|Start your first language)$/);
    expect(await page.getByRole("link", { name: /^(Continue|Start lesson|Choose a language)$/ }).first().isVisible()).toBe(true);
    await context.close();

    const running = await signedInContext();
    const reads: string[] = [];
    running.on("request", (request) => void reads.push(new URL(request.url()).pathname));
    const home = await running.newPage();
    await home.goto("/dashboard");
    await home.getByRole("heading", { level: 1, name: "Welcome back, learner" }).waitFor();
    await home.waitForLoadState("networkidle");
    expect(reads.filter((path) => path === "/api/progress/summary" || path === "/api/languages")).toEqual([]);
    await running.close();
  });

  it("keeps the lesson's typography out of the pages that have no lesson text (decision 047)", async () => {
    const context = await browser.newContext({ baseURL: server.baseUrl });
    const page = await context.newPage();
    const styles: string[] = [];
    page.on("request", (request) => void (request.resourceType() === "stylesheet" && styles.push(new URL(request.url()).pathname)));
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    expect(styles).toHaveLength(1);
    expect(await page.evaluate(() => [...document.styleSheets].some((sheet) => [...sheet.cssRules].some((rule) => rule.cssText.startsWith(".lesson-prose"))))).toBe(false);
    await context.close();
  });
});

interface TakeOver {
  /** Whether the page's first heading is still the element the HTML made: hydrated, not drawn again. */
  keptHeading: boolean;
  layoutShift: number;
  messages: string[];
  failures: string[];
  userReads: number;
}

/** Opens `path` and waits until the app has taken the page over and the page has settled. */
async function takeOver(context: BrowserContext, path: string): Promise<TakeOver> {
  const page: Page = await context.newPage();
  const messages: string[] = [];
  const failures: string[] = [];
  let userReads = 0;
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => messages.push(`page error: ${error.message}`));
  page.on("requestfailed", (request) => failures.push(`${request.url()} ${request.failure()?.errorText}`));
  page.on("response", (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
    if (new URL(response.url()).pathname === "/api/user") userReads++;
  });
  await page.goto(path);
  await page.waitForFunction(() => Object.keys(document.getElementById("root")!).some((key) => key.startsWith("__reactContainer")));
  await page.waitForLoadState("networkidle");
  // The header's menus and the lesson selector arrive once the page is idle.
  await page.waitForTimeout(2000);
  const seen = await page.evaluate(() => {
    const probe = window as unknown as { drawnHeading?: Element | null; layoutShift: number };
    return { keptHeading: probe.drawnHeading === document.querySelector("h1"), layoutShift: probe.layoutShift };
  });
  await page.close();
  return { ...seen, messages, failures, userReads };
}

/** Notes the first heading as the HTML made it (before any module script runs) and sums the layout shifts. */
async function watchPages(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const probe = window as unknown as { drawnHeading?: Element | null; layoutShift: number };
    probe.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEntry[] & { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) probe.layoutShift += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
    document.addEventListener("readystatechange", () => {
      if (document.readyState === "interactive") probe.drawnHeading = document.querySelector("h1");
    });
  });
}

describe("the app taking a drawn page over", () => {
  it("hydrates the public pages for a first-time visitor: no warning, no request at all for who is signed in, no layout shift", async () => {
    for (const path of ["/", "/about", "/faq", "/contact"]) {
      // A browser of its own each time: once the service worker runs, it answers pages with the shell.
      const context = await browser.newContext({ baseURL: server.baseUrl, viewport: PHONE });
      await watchPages(context);
      const seen = await takeOver(context, path);
      expect(seen, path).toEqual({ keptHeading: true, layoutShift: expect.any(Number), messages: [], failures: [], userReads: 0 });
      expect(seen.layoutShift, path).toBeLessThanOrEqual(0.02);
      await context.close();
    }
  });

  it("hydrates the language grid, home and a lesson for a signed-in learner: no warning, no failing request, no layout shift", async () => {
    for (const path of ["/languages", "/dashboard", "/de/lesson/1"]) {
      const context = await signedInContext();
      await watchPages(context);
      const seen = await takeOver(context, path);
      expect(seen, path).toEqual({ keptHeading: true, layoutShift: expect.any(Number), messages: [], failures: [], userReads: 1 });
      expect(seen.layoutShift, path).toBeLessThanOrEqual(0.02);
      await context.close();
    }
  });

  it("paints a light-theme visitor's page light from the start, and the app keeps it light", async () => {
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: PHONE });
    await context.addInitScript(() => {
      localStorage.setItem("theme", "light");
      document.addEventListener("readystatechange", () => {
        if (document.readyState !== "interactive") return;
        const moon = document.querySelector(".lucide-moon");
        (window as unknown as { firstPaint: unknown }).firstPaint = {
          theme: document.documentElement.className,
          moonShown: moon !== null && getComputedStyle(moon).display !== "none",
        };
      });
    });
    const page = await context.newPage();
    await page.goto("/");
    await page.waitForFunction(() => Object.keys(document.getElementById("root")!).some((key) => key.startsWith("__reactContainer")));
    expect(await page.evaluate(() => (window as unknown as { firstPaint: unknown }).firstPaint)).toEqual({ theme: "light", moonShown: true });
    await page.getByRole("button", { name: "Switch to dark mode" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.className)).toBe("light");
    await context.close();
  });
});

/** Glyphs of the first heading drawn per font family, as Chromium rendered them. */
async function headingFonts(page: Page): Promise<Record<string, number>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "h1" });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return Object.fromEntries(fonts.map((font) => [font.familyName, font.glyphCount]));
}

describe("Inter, the app's typeface", () => {
  it("is preloaded ahead of the page's styles and scripts", async () => {
    const html = await (await fetch(`${server.baseUrl}/`)).text();
    const preload = html.search(/<link rel="preload" as="font" type="font\/woff2"[^>]*inter-latin-wght-normal/);
    expect(preload).toBeGreaterThan(0);
    expect(preload).toBeLessThan(html.search(/<link rel="stylesheet"/));
    expect(preload).toBeLessThan(html.search(/<script/));
  });

  it("draws the page even when its file comes late (a slow network), without a layout shift", async () => {
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: PHONE });
    await watchPages(context);
    await context.route(/inter-latin-wght-normal-[\w-]+\.woff2$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    const page = await context.newPage();
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(500);
    // Chromium names the face by the file's own family: Inter (the fallback here would be DejaVu Sans or Liberation Sans).
    expect(Object.keys(await headingFonts(page))).toEqual(["Inter"]);
    expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBeLessThanOrEqual(0.02);
    await context.close();
  });
});
