/**
 * npm run screenshots: every screen of the running dev server (npm run dev), on a 375 px phone and
 * a 1280 px desktop, in both themes, into e2e/screenshots/ for a person to look at.
 */
import { mkdirSync } from "node:fs";
import { DESKTOP, launchChromium, PHONE } from "../scripts/chromium";

const BASE = process.env.BASE_URL ?? "http://localhost:5173";
const OUT = "e2e/screenshots";
const SCREENS: { name: string; path: string; signedIn: boolean }[] = [
  { name: "landing", path: "/", signedIn: false },
  { name: "auth", path: "/auth", signedIn: false },
  { name: "not-found", path: "/nowhere", signedIn: false },
  { name: "health", path: "/health", signedIn: false },
  { name: "languages", path: "/languages", signedIn: true },
  { name: "dashboard", path: "/dashboard", signedIn: true },
];

mkdirSync(OUT, { recursive: true });
const browser = await launchChromium();
for (const [device, viewport] of [["phone", PHONE], ["desktop", DESKTOP]] as const) {
  for (const theme of ["dark", "light"] as const) {
    const context = await browser.newContext({ baseURL: BASE, viewport });
    await context.addInitScript((value) => localStorage.setItem("theme", value), theme);
    const page = await context.newPage();
    let signedIn = false;
    for (const screen of SCREENS) {
      if (screen.signedIn && !signedIn) {
        await page.goto("/auth");
        await page.getByLabel("Username or Email").fill("learner");
        await page.getByLabel("Password", { exact: true }).fill("learner-pass-2026");
        await page.getByRole("button", { name: "Login", exact: true }).click();
        await page.waitForURL("**/languages");
        signedIn = true;
      }
      await page.goto(screen.path);
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(1200);
      await page.screenshot({ path: `${OUT}/${screen.name}-${device}-${theme}.png`, fullPage: device !== "phone" });
    }
    await context.close();
  }
}
await browser.close();
console.log(`screenshots in ${OUT}/`);
