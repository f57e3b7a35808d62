/**
 * Where a new learner used to get stuck: a resend with no address, a verification link opened
 * twice, a microphone that could never work, no way back in from the landing page, focus lost
 * after the lesson selector, admin actions off a phone's screen, toasts over the header.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, linkIn, logIn, newPage, PHONE, readMail, signInAs } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const EMAIL = "stuck-newbie@example.com";
const PASSWORD = "newbie-password-2026";

async function mailsTo(to: string): Promise<number> {
  const mails = (await (await fetch(`${baseUrl()}/api/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as unknown[];
  return mails.length;
}

describe("a new learner's way in", () => {
  it("signs in by username unverified, resends to the address shown, and a link opened twice is still a success", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto("/");
    await page.getByRole("banner").getByRole("link", { name: "Login", exact: true }).click();
    await page.waitForURL("**/auth");

    await page.goto("/auth?tab=register");
    await page.getByLabel("Username").fill("stucknewbie");
    await page.getByLabel("Email").fill(EMAIL);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Register", exact: true }).click();
    await page.waitForURL("**/verify-email**");
    await readMail(EMAIL);

    // A fresh browser knows nothing of the registration: only the sign-in can name the address.
    await context.clearCookies();
    await page.evaluate(() => sessionStorage.clear());
    await logIn(page, "stucknewbie", PASSWORD);
    const banner = page.getByRole("region", { name: "Verify Your Email" });
    await banner.getByText(EMAIL).waitFor();
    await banner.getByRole("button", { name: "Resend Verification Email" }).click();
    await page.getByText("Verification email sent!").first().waitFor();
    await expect.poll(() => mailsTo(EMAIL), { timeout: 10_000 }).toBe(2);

    const link = linkIn(await readMail(EMAIL, 2), "/verify-email");
    await page.goto(link);
    await page.getByRole("heading", { name: "Email Verified" }).waitFor();
    const again = await newPage(browser, PHONE);
    await again.page.goto(link);
    await again.page.getByRole("heading", { name: "Email Verified" }).waitFor();
    expect(await again.page.getByRole("heading", { name: "Verification Failed" }).count()).toBe(0);
    await again.context.close();
    await context.close();
  });
});

describe("the lesson screen", () => {
  it("offers no microphone that cannot work, says so in learners' words, and gives focus back after the selector", async () => {
    const { context, page } = await newPage(browser);
    await signInAs(page, "learner", "learner-pass-2026");
    await page.goto("/de/lesson/01");
    await page.getByRole("button", { name: "Open tutor chat" }).click();
    // Neither this server (the offline tutor) nor Chromium here can understand speech: no microphone
    // to press in vain, a box that asks for typing and one plain line under it.
    const reason = page.getByText("Answering aloud isn't available here, so please type your answer.");
    await reason.waitFor();
    expect(await page.getByRole("button", { name: "Hold to record" }).count()).toBe(0);
    const box = page.getByRole("textbox", { name: "Your message to the tutor" });
    expect(await box.getAttribute("placeholder")).toBe("Type your answer...");
    expect(await box.getAttribute("aria-describedby")).toContain(await reason.getAttribute("id"));
    expect(await page.getByRole("region", { name: /Tutor chat/ }).textContent()).not.toMatch(/server|offline tutor|hold mic/i);

    await page.goto("/de/lesson/01");
    const opener = page.getByRole("button", { name: /Select a lesson/ });
    await opener.click();
    await page.getByRole("dialog", { name: "Select a Lesson" }).waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    expect(await opener.evaluate((button) => button === document.activeElement)).toBe(true);
    await context.close();
  });
});

describe("on a phone", () => {
  it("the admin's user actions are on screen, in cards, and a toast leaves the header free", async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signInAs(page, "admin", "admin-pass-2026");
    await page.goto("/admin");
    await page.getByRole("tab", { name: "Users" }).click();
    await page.getByLabel("Search users").fill("learner");
    const card = page.getByRole("listitem").filter({ hasText: "learner@example.com" });
    await card.waitFor();
    expect(await page.getByRole("table").count()).toBe(0);
    for (const name of ["Edit plan", "Make Admin"]) {
      const box = (await card.getByRole("button", { name }).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }

    await page.getByRole("button", { name: "Account menu for admin" }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    const toast = page.locator("li.toast").filter({ hasText: "Logged out" }).first();
    await toast.waitFor();
    const header = (await page.getByRole("banner").boundingBox())!;
    const placed = (await toast.boundingBox())!;
    expect(placed.y).toBeGreaterThanOrEqual(header.y + header.height);
    await context.close();
  });
});
