import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EmailAddress } from "./EmailAddress";

describe("an email address in running text", () => {
  it("may wrap only before the @ and before a dot, never inside a name", () => {
    const { container } = render(<EmailAddress address="newbiemwv3r1rm@mail.example.com" />);
    const strong = container.querySelector("strong")!;
    expect(strong.innerHTML).toBe("newbiemwv3r1rm<wbr>@mail<wbr>.example<wbr>.com");
    expect(strong.className).not.toContain("break-all");
    expect(strong.textContent).toBe("newbiemwv3r1rm@mail.example.com");
  });
});
