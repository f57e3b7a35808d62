import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import ContactPage from "./ContactPage";
import { callsTo, mockApi, renderPage, SIGNED_IN_USER } from "./page-harness";

const openContact = () => renderPage(<ContactPage />, { path: "/contact", url: "/contact" });
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const sendButton = () => screen.getByRole("button", { name: "Send message" }) as HTMLButtonElement;
const LONG_MESSAGE = "The streak calendar does not show yesterday's lesson on my phone.";
const THANKS = "Thanks for writing in — a team member will respond at the email you provided.";

function fill({ name = "Priya", email = "priya@example.com", category = "Bug", message = LONG_MESSAGE } = {}) {
  fireEvent.change(field("Name"), { target: { value: name } });
  fireEvent.change(field("Email"), { target: { value: email } });
  fireEvent.change(field("Category"), { target: { value: category } });
  fireEvent.change(field("Message"), { target: { value: message } });
}

afterEach(() => vi.restoreAllMocks());

describe("the contact page", () => {
  it("shows the team's address, hours, reply promise and the way to the FAQ", () => {
    mockApi({});
    openContact();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toMatch(/talk to/i);
    expect(screen.getByRole("link", { name: "hello@parlo.app" }).getAttribute("href")).toBe("mailto:hello@parlo.app");
    expect(screen.getByText("Mon-Fri 10am-6pm IST")).toBeTruthy();
    expect(screen.getByText("We reply within two working days.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Read the FAQ" }).getAttribute("href")).toBe("/faq");
    const categories = within(field("Category") as unknown as HTMLElement).getAllByRole("option");
    expect(categories.map((option) => [option.getAttribute("value"), option.textContent])).toEqual([
      ["General", "General Inquiry"],
      ["Bug", "Bug Report"],
      ["Feature", "Feature Request"],
      ["Partnership", "Partnership"],
      ["Press", "Press Inquiry"],
    ]);
  });

  it("names each problem before sending anything", () => {
    const api = mockApi({});
    openContact();
    fill({ name: "  ", email: "priya@", message: "Too short to help." });
    fireEvent.click(sendButton());
    expect(screen.getByText("Name is required")).toBeTruthy();
    expect(screen.getByText("Please enter a valid email address")).toBeTruthy();
    expect(screen.getByText("Message must be at least 30 characters")).toBeTruthy();
    fill({ category: "Spam" });
    fireEvent.click(sendButton());
    expect(screen.getByText("Please select a valid category")).toBeTruthy();
    expect(callsTo(api, "/api/contact")).toEqual([]);
  });

  it("keeps the spam trap out of sight and out of reach", () => {
    mockApi({});
    const { container } = openContact();
    const trap = container.querySelector<HTMLInputElement>('input[name="company"]')!;
    expect(trap.tabIndex).toBe(-1);
    expect(trap.getAttribute("autocomplete")).toBe("off");
    expect(trap.closest("[aria-hidden]")).toBeTruthy();
    expect(screen.queryByRole("textbox", { name: "Company" })).toBeNull();
  });

  it("sends the form with the spam trap empty, thanks the writer and stays disabled", async () => {
    const api = mockApi({ "POST /api/contact": [201, { message: THANKS }] });
    openContact();
    fill();
    fireEvent.click(sendButton());
    expect(screen.getByRole("button", { name: "Sending..." })).toBeTruthy();
    // Said once, on the page, where the form was.
    await waitFor(() => expect(screen.getAllByText(THANKS)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getAllByText(THANKS)).toHaveLength(1);
    expect(callsTo(api, "/api/contact")).toEqual([
      ["POST", { name: "Priya", email: "priya@example.com", category: "Bug", message: LONG_MESSAGE, company: "" }],
    ]);
    expect(sendButton().disabled).toBe(true);
    expect(field("Message").matches(":disabled")).toBe(true);
    fireEvent.submit(field("Message").closest("form")!);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(callsTo(api, "/api/contact")).toHaveLength(1);
    expect(screen.queryByText("test mail preview")).toBeNull();
  });

  it("links to the test mail preview in development, in a new tab", async () => {
    mockApi({ "POST /api/contact": [201, { message: THANKS, previewUrl: "http://localhost:5173/api/dev/outbox/3" }] });
    openContact();
    fill();
    fireEvent.click(sendButton());
    const link = await screen.findByRole("link", { name: "test mail preview" });
    expect(link.getAttribute("href")).toBe("http://localhost:5173/api/dev/outbox/3");
    expect(link.getAttribute("target")).toBe("_blank");
  });

  it("shows the server's reason under 'Error submitting form' and lets the writer try again", async () => {
    mockApi({ "POST /api/contact": [429, { message: "Too many messages. Please try again later." }] });
    openContact();
    fill();
    fireEvent.click(sendButton());
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Error submitting form");
    expect(alert.textContent).toContain("Too many messages. Please try again later.");
    await waitFor(() => expect(sendButton().disabled).toBe(false));
  });

  it("marks the field the server names, and falls back to a general message", async () => {
    mockApi({ "POST /api/contact": [400, { message: "Please enter a valid email address", field: "email" }] });
    openContact();
    fill({ email: "priya@example.invalid" });
    fireEvent.click(sendButton());
    await waitFor(() => expect(field("Email").getAttribute("aria-invalid")).toBe("true"));

    vi.restoreAllMocks();
    mockApi({ "POST /api/contact": "network" });
    fireEvent.click(sendButton());
    expect((await screen.findAllByText("Failed to submit contact form")).length).toBeGreaterThan(0);
  });

  it("fills in the email of a signed-in learner", async () => {
    mockApi({ "GET /api/user": [200, SIGNED_IN_USER] });
    openContact();
    await waitFor(() => expect(field("Email").value).toBe("ana@example.com"));
  });
});
