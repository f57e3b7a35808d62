/**
 * npm run screenshots: every screen of the running dev server (npm run dev), on a 375 px phone and
 * a 1280 px desktop, in both themes, into e2e/screenshots/ for a person to look at. Lessons are shown
 * in four scripts (Latin, Devanagari, Kannada, Japanese, Chinese), and with the tutor open beside them.
 * `-- --only lesson` keeps the screens whose name contains "lesson".
 */
import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { DESKTOP, launchChromium, PHONE } from "../scripts/chromium";

const BASE = process.env.BASE_URL ?? "http://localhost:5173";
const OUT = "e2e/screenshots";
const only = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1] : undefined;

type Account = "visitor" | "premium" | "admin";
interface Screen {
  name: string;
  path: string;
  as: Account;
  /** What to do on the page before the picture (open a dialog, the chat…). */
  prepare?: (page: Page) => Promise<void>;
}

const openChat = async (page: Page) => {
  await page.getByRole("button", { name: "Open tutor chat" }).click();
  await page.getByRole("list", { name: "Conversation with your tutor" }).getByRole("listitem").first().waitFor();
};

const SCREENS = ([
  { name: "landing", path: "/", as: "visitor" },
  { name: "auth", path: "/auth", as: "visitor" },
  { name: "register", path: "/auth?tab=register", as: "visitor" },
  { name: "forgot-password", path: "/forgot-password", as: "visitor" },
  { name: "verify-email", path: "/verify-email", as: "visitor" },
  { name: "subscribe", path: "/subscribe", as: "visitor" },
  { name: "about", path: "/about", as: "visitor" },
  { name: "faq", path: "/faq", as: "visitor" },
  { name: "contact", path: "/contact", as: "visitor" },
  { name: "terms", path: "/terms", as: "visitor" },
  { name: "privacy", path: "/privacy", as: "visitor" },
  { name: "not-found", path: "/nowhere", as: "visitor" },
  { name: "health", path: "/health", as: "visitor" },
  { name: "home", path: "/dashboard", as: "premium" },
  { name: "course-map", path: "/de/course", as: "premium" },
  { name: "welcome", path: "/welcome", as: "premium" },
  { name: "languages", path: "/languages", as: "premium" },
  { name: "lesson-de", path: "/de/lesson/01", as: "premium" },
  { name: "lesson-hi", path: "/hi/lesson/01", as: "premium" },
  { name: "lesson-kn", path: "/kn/lesson/01", as: "premium" },
  { name: "lesson-ja", path: "/ja/lesson/01", as: "premium" },
  { name: "lesson-zh", path: "/zh/lesson/01", as: "premium" },
  // Further down, where the lesson's own script fills the page (its font subsets load as they are laid out).
  ...(["de", "hi", "kn", "ja", "zh"] as const).map((code) => ({
    name: `lesson-${code}-pattern`,
    path: `/${code}/lesson/01`,
    as: "premium" as const,
    prepare: async (page: Page) => {
      await page.getByRole("heading", { level: 2, name: /^Pattern 2/ }).scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, -140));
      await page.waitForTimeout(1500);
      await page.evaluate(() => document.fonts.ready);
    },
  })),
  { name: "lesson-de-chat", path: "/de/lesson/03", as: "premium", prepare: openChat },
  {
    // The learner's Japanese, marked word by word by the tutor's check.
    name: "lesson-ja-chat",
    path: "/ja/lesson/01",
    as: "premium",
    prepare: async (page: Page) => {
      await openChat(page);
      const box = page.getByRole("textbox", { name: "Your message to the tutor" });
      await page.waitForFunction(() => !document.querySelector<HTMLTextAreaElement>('[aria-label="Your message to the tutor"]')?.disabled);
      await page.waitForTimeout(1000);
      await box.fill("これは日本語です");
      await box.press("Enter");
      const marked = page.locator("[data-mark]").last();
      await marked.waitFor({ timeout: 20_000 });
      await marked.scrollIntoViewIfNeeded();
    },
  },
  { name: "lesson-hi-chat", path: "/hi/lesson/02", as: "premium", prepare: openChat },
  {
    name: "lesson-selector",
    path: "/es/lesson/01",
    as: "premium",
    prepare: async (page) => {
      await page.getByRole("button", { name: "Select a lesson" }).click();
      await page.getByRole("dialog").waitFor();
    },
  },
  { name: "review", path: "/review", as: "premium" },
  { name: "profile", path: "/profile", as: "premium" },
  { name: "settings", path: "/settings", as: "premium" },
  { name: "settings-goal", path: "/settings#settings-daily-goal", as: "premium" },
  { name: "admin", path: "/admin", as: "admin" },
  { name: "admin-lessons", path: "/admin?tab=lessons", as: "admin" },
] satisfies Screen[] as Screen[]).filter((screen) => !only || screen.name.includes(only));

const PASSWORDS: Record<Exclude<Account, "visitor">, string> = { premium: "premium-pass-2026", admin: "admin-pass-2026" };

async function signIn(page: Page, account: Exclude<Account, "visitor">): Promise<void> {
  await page.goto("/auth");
  await page.getByLabel("Username or Email").fill(account);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORDS[account]);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await page.waitForURL("**/dashboard");
}

mkdirSync(OUT, { recursive: true });
const browser = await launchChromium();
for (const [device, viewport] of [["phone", PHONE], ["desktop", DESKTOP]] as const) {
  for (const theme of ["dark", "light"] as const) {
    for (const account of ["visitor", "premium", "admin"] as const) {
      const screens = SCREENS.filter((screen) => screen.as === account);
      if (screens.length === 0) continue;
      const context = await browser.newContext({ baseURL: BASE, viewport });
      await context.addInitScript((value) => localStorage.setItem("theme", value), theme);
      const page = await context.newPage();
      if (account !== "visitor") await signIn(page, account);
      for (const screen of screens) {
        await page.goto(screen.path);
        await page.waitForLoadState("networkidle");
        await screen.prepare?.(page);
        // Fonts, lazy chunks and the toasts of arrival settle.
        await page.waitForTimeout(1200);
        await page.screenshot({ path: `${OUT}/${screen.name}-${device}-${theme}.png`, fullPage: device !== "phone" && !screen.prepare });
      }
      await context.close();
    }
  }
}
await browser.close();
console.log(`screenshots in ${OUT}/`);
