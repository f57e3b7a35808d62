import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Footer } from "../components/Footer";
import { mockApi, renderPage } from "./page-harness";
import PrivacyPage from "./PrivacyPage";
import TermsPage from "./TermsPage";
import { freeLessonsText } from "../../contract/access";

afterEach(() => vi.restoreAllMocks());

const textOf = async () => (await screen.findByRole("article")).textContent ?? "";

describe("the privacy page", () => {
  it("says what is stored, for how long, erasure within 24 hours, the cookie and the AI provider", async () => {
    mockApi({});
    renderPage(<PrivacyPage />, { path: "/privacy", url: "/privacy" });
    expect(screen.getByRole("heading", { level: 1, name: "Privacy" })).toBeTruthy();
    const text = await textOf();
    expect(text).toContain("salted PBKDF2 hash");
    expect(text).toContain("newest 200 messages");
    expect(text).toContain("A verification link works for 24 hours and a password-reset link for 1 hour");
    expect(text).toContain("forgotten after 90 days");
    expect(text).toMatch(/Within 24 hours everything about it is erased/);
    expect(text).toContain("the sign-in cookie");
    expect(text).toContain("30 days");
    expect(text).toContain("(theme)");
    expect(text).toContain("Cloudflare Workers AI");
    expect(text).toContain("We do not store recordings of your voice");
  });
});

describe("the terms page", () => {
  it("names the free lessons, the prices from the price table, the tutor's limits and how to leave", async () => {
    mockApi({});
    renderPage(<TermsPage />, { path: "/terms", url: "/terms" });
    const text = await textOf();
    expect(text).toContain(`${freeLessonsText()} of every language are free`);
    expect(text).toContain("$9.99 a month or $89.99 a year");
    expect(text).toContain("it can be wrong");
    expect(text).toContain("erased within 24 hours");
  });
});

describe("the ways to them", () => {
  it("the footer links Terms and Privacy to their own pages", () => {
    mockApi({});
    renderPage(<Footer />, { path: "/", url: "/" });
    const footer = screen.getByRole("navigation", { name: "Footer" });
    expect(within(footer).getByRole("link", { name: "Terms" }).getAttribute("href")).toBe("/terms");
    expect(within(footer).getByRole("link", { name: "Privacy" }).getAttribute("href")).toBe("/privacy");
  });
});
