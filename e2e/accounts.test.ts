/** A learner's whole account life, through the real dev outbox: sign up to deletion. */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, linkIn, logIn, newPage, readMail } from "./browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const EMAIL = "journey@example.com";
const FIRST = "first-password-2026";
const SECOND = "second-password-2026";
const THIRD = "third-password-2026";

describe("an account, from sign-up to deletion", () => {
  it("registers, verifies by mail, changes and resets its password, and deletes itself", async () => {
    const { context, page } = await newPage(browser);

    // Sign up; the account must verify before it can sign in.
    await page.goto("/auth?tab=register");
    await page.getByLabel("Username").fill("journey");
    await page.getByLabel("Email").fill(EMAIL);
    await page.getByLabel("Password", { exact: true }).fill(FIRST);
    await page.getByLabel("Confirm Password").fill(FIRST);
    await page.getByRole("button", { name: "Register", exact: true }).click();
    await page.waitForURL("**/verify-email**");
    await page.getByRole("heading", { name: "Verify Your Email" }).waitFor();

    await logIn(page, "journey", FIRST);
    await page.getByText("Your email address has not been verified.", { exact: false }).first().waitFor();

    // The verification mail's link verifies the account.
    await page.goto(linkIn(await readMail(EMAIL), "/verify-email"));
    await page.getByRole("heading", { name: "Email Verified" }).waitFor();
    // Verified where it registered: signed in, and on to onboarding, which can wait.
    await page.waitForURL("**/welcome");
    await page.getByRole("link", { name: "Skip for now" }).click();
    await page.waitForURL("**/dashboard");

    // Change the password in settings.
    await page.goto("/settings");
    await page.getByLabel("Current Password").fill(FIRST);
    await page.getByLabel("New Password", { exact: true }).fill(SECOND);
    await page.getByLabel("Confirm New Password").fill(SECOND);
    await page.getByRole("button", { name: "Change Password" }).click();
    await page.getByText("Your password has been changed successfully.").first().waitFor();

    // Log out from the user menu.
    await page.getByRole("button", { name: "Account menu for journey" }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await page.waitForURL("**/auth");

    // Forgot password: the reset mail's link sets a new one.
    await page.goto("/forgot-password");
    await page.getByLabel("Email").fill(EMAIL);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await page.getByRole("heading", { name: "Check Your Email" }).waitFor();
    await page.goto(linkIn(await readMail(EMAIL, 2), "/reset-password"));
    await page.getByLabel("New Password", { exact: true }).fill(THIRD);
    await page.getByLabel("Confirm Password").fill(THIRD);
    await page.getByRole("button", { name: "Reset Password" }).click();
    await page.getByRole("heading", { name: "Password Reset Complete" }).waitFor();

    // The old password fails; the new one works.
    await logIn(page, "journey", SECOND);
    await page.getByText("Incorrect username/email or password. Please try again.").waitFor();
    await logIn(page, EMAIL, THIRD);
    await page.waitForURL("**/dashboard");

    // Delete the account: the button waits for the typed username.
    await page.goto("/settings");
    await page.getByRole("button", { name: "Delete Account" }).click();
    const confirm = page.getByRole("alertdialog");
    const button = confirm.getByRole("button", { name: "Delete Account" });
    expect(await button.isDisabled()).toBe(true);
    await confirm.getByLabel("Type journey to confirm").fill("journey");
    await button.click();
    await page.getByText("Account Deleted").first().waitFor();
    await page.waitForURL(/\/(auth|languages)$/);

    await logIn(page, "journey", THIRD);
    await page.getByText("Incorrect username/email or password. Please try again.").waitFor();
    await context.close();
  });

  it("gives the address's owner the only way in when someone else registered it (decision 032)", async () => {
    const OWNER_EMAIL = "taken-address@example.com";
    const squatter = await newPage(browser);
    await squatter.page.goto("/auth?tab=register");
    await squatter.page.getByLabel("Username").fill("squatter");
    await squatter.page.getByLabel("Email").fill(OWNER_EMAIL);
    await squatter.page.getByLabel("Password", { exact: true }).fill(FIRST);
    await squatter.page.getByLabel("Confirm Password").fill(FIRST);
    await squatter.page.getByRole("button", { name: "Register", exact: true }).click();
    await squatter.page.waitForURL("**/verify-email**");

    // The owner opens the mail in their own browser: nothing is verified until they set the password.
    const owner = await newPage(browser);
    await owner.page.goto(linkIn(await readMail(OWNER_EMAIL), "/verify-email"));
    await owner.page.getByRole("heading", { name: "Set Your Password" }).waitFor();
    await logIn(squatter.page, OWNER_EMAIL, FIRST);
    await squatter.page.getByText("Your email address has not been verified.", { exact: false }).first().waitFor();

    await owner.page.getByLabel("Password", { exact: true }).fill(SECOND);
    await owner.page.getByLabel("Confirm Password").fill(SECOND);
    await owner.page.getByRole("button", { name: "Verify and Save Password" }).click();
    await owner.page.getByRole("heading", { name: "Email Verified" }).waitFor();

    // The owner, who now holds the only password, is signed in where they set it.
    await owner.page.waitForURL("**/welcome");
    await logIn(squatter.page, OWNER_EMAIL, FIRST);
    await squatter.page.getByText("Incorrect username/email or password. Please try again.").waitFor();
    await squatter.context.close();
    await owner.context.close();
  });
});
