import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FREE_LESSONS_PER_LANGUAGE, PRICES } from "../../contract/constants";
import FaqPage from "./FaqPage";
import { mockApi, renderPage } from "./page-harness";

const openFaq = (url = "/faq") => renderPage(<FaqPage />, { path: "/faq", url });
const question = (name: string) => screen.getByRole("button", { name });
const expanded = (name: string) => question(name).getAttribute("aria-expanded") === "true";

afterEach(() => {
  vi.restoreAllMocks();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe("the FAQ", () => {
  it("has the four sections with their anchors, linked from the top", () => {
    mockApi({});
    const { container } = openFaq();
    const nav = screen.getByRole("navigation", { name: "Jump to" });
    const links = within(nav).getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")]);
    expect(links).toEqual([
      ["General", "#general"],
      ["Pricing", "#pricing"],
      ["Features", "#features"],
      ["Privacy and Security", "#privacy-and-security"],
    ]);
    for (const [title, href] of links) {
      const section = container.querySelector(href!)!;
      expect(within(section as HTMLElement).getByRole("heading", { level: 2 }).textContent).toBe(title);
    }
  });

  it("opens one question at a time, and closes it again", () => {
    mockApi({});
    openFaq();
    expect(expanded("Is Parlo free?")).toBe(false);
    fireEvent.click(question("Is Parlo free?"));
    expect(expanded("Is Parlo free?")).toBe(true);
    expect(screen.getByText(new RegExp(`The first ${FREE_LESSONS_PER_LANGUAGE} lessons of every language are free`))).toBeTruthy();

    fireEvent.click(question("How do I delete my account?"));
    expect(expanded("How do I delete my account?")).toBe(true);
    expect(expanded("Is Parlo free?")).toBe(false);
    expect(screen.getByText(/Settings → Danger Zone/).textContent).toContain("within 24 hours");

    fireEvent.click(question("How do I delete my account?"));
    expect(expanded("How do I delete my account?")).toBe(false);
  });

  it("reads its prices from the one price table, in dollars", () => {
    mockApi({});
    const { container } = openFaq();
    fireEvent.click(question("How much does Premium cost?"));
    const table = screen.getByRole("table", { name: "Parlo Premium prices" });
    expect(table.textContent).toContain(`$${PRICES.monthly} a month`);
    expect(table.textContent).toContain(`$${PRICES.annual} a year`);
    expect(container.textContent).not.toMatch(/₹|rupee|799/i);
  });

  it("says what happens to speech, and where cancelling lives", () => {
    mockApi({});
    openFaq();
    fireEvent.click(question("Do you keep recordings of my voice?"));
    expect(screen.getByText(/not stored/)).toBeTruthy();
    fireEvent.click(question("How do I change or cancel my plan?"));
    expect(screen.getByText(/Settings → Subscription/)).toBeTruthy();
    expect(screen.getByText("When you cancel, your access lasts until that expiry date.")).toBeTruthy();
  });

  it("scrolls to the section named in the address", async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled(this.id);
    };
    mockApi({});
    openFaq("/faq#privacy-and-security");
    await waitFor(() => expect(scrolled).toHaveBeenCalledWith("privacy-and-security"));
  });

  it("ends with a mail link for anyone who still needs help", () => {
    mockApi({});
    openFaq();
    const help = screen.getByRole("region", { name: "Still need help?" });
    expect(within(help).getByRole("link", { name: "hello@parlo.app" }).getAttribute("href")).toBe("mailto:hello@parlo.app");
    expect(help.textContent).toContain("within two working days");
  });
});
