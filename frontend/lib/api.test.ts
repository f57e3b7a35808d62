import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError, apiUrl, createLoader, errorMessage, load, send } from "./api";

function answer(status: number, body: unknown) {
  return vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(JSON.stringify(body), { status }));
}

afterEach(() => vi.restoreAllMocks());

describe("the shared data loader", () => {
  it("refuses a key whose first element is not a URL string", async () => {
    await expect(load([42])).rejects.toThrow("URL must be a string");
  });

  it("GETs the first element of the key with cookies and answers the JSON", async () => {
    const fetch = answer(200, [{ code: "de" }]);
    await expect(load(["/api/languages", "extra"])).resolves.toEqual([{ code: "de" }]);
    expect(fetch).toHaveBeenCalledWith("/api/languages", expect.objectContaining({ credentials: "include" }));
  });

  it("raises 'API error: {status}' for a non-success answer, keeping the server's message", async () => {
    answer(404, { message: "Language not found" });
    const error = await load("/api/languages/xx").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).message).toBe("API error: 404");
    expect((error as ApiRequestError).body).toEqual({ message: "Language not found" });
  });

  it("answers null on 401 when the caller asked for that, and raises otherwise", async () => {
    answer(401, { message: "Please sign in to continue." });
    await expect(createLoader({ on401: "returnNull" })("/api/user")).resolves.toBeNull();
    await expect(load("/api/user")).rejects.toThrow("API error: 401");
  });
});

describe("send", () => {
  it("posts JSON and raises the server's own message on failure", async () => {
    const fetch = answer(401, { message: "Invalid username/email or password" });
    await expect(send("POST", apiUrl("/api/login"), { username: "a", password: "b" })).rejects.toThrow("Invalid username/email or password");
    const [, init] = fetch.mock.calls[0]!;
    expect(init).toMatchObject({ method: "POST", credentials: "include", body: '{"username":"a","password":"b"}' });
  });
});

describe("errorMessage", () => {
  it("reads an Error and names anything else 'Unknown error occurred'", () => {
    expect(errorMessage(new Error("Boom"))).toBe("Boom");
    expect(errorMessage("a string")).toBe("Unknown error occurred");
    expect(errorMessage(undefined)).toBe("Unknown error occurred");
  });
});
