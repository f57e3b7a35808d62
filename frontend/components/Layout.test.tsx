import { act, render } from "@testing-library/react";
import { StrictMode } from "react";
import { createMemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { App } from "../app";
import { mockApi } from "../pages/page-harness";
import { Layout } from "./Layout";

afterEach(() => vi.restoreAllMocks());

describe("the frame around every screen", () => {
  it("starts each new screen at its top, and leaves the first one where the browser placed it", async () => {
    mockApi({});
    const scrolled = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
    const router = createMemoryRouter(
      [{ element: <Layout />, children: [{ path: "/about", element: <p>about</p> }, { path: "/faq", element: <p>faq</p> }] }],
      { initialEntries: ["/about"] },
    );
    render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
    expect(scrolled).not.toHaveBeenCalled();
    await act(() => router.navigate("/faq"));
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled).toHaveBeenCalledWith({ top: 0, left: 0, behavior: "instant" });
  });
});
