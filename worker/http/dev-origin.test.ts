import { describe, expect, it } from "vitest";
import { appOriginFor } from "./dev-origin";

const DEV = { ENVIRONMENT: "development", APP_ORIGIN: "http://localhost:5173" };

describe("the app's origin", () => {
  it("follows the port a development server was reached at, so mail links lead back to it", () => {
    expect(appOriginFor(DEV, "http://localhost:5401/api/register")).toBe("http://localhost:5401");
    expect(appOriginFor(DEV, "http://127.0.0.1:5671/api/forgot-password")).toBe("http://127.0.0.1:5671");
  });

  it("stays APP_ORIGIN in production and tests, and for any host that is not this machine", () => {
    expect(appOriginFor({ ENVIRONMENT: "production", APP_ORIGIN: "https://parlo.app" }, "http://localhost:5401/api/register")).toBe("https://parlo.app");
    expect(appOriginFor({ ENVIRONMENT: "test", APP_ORIGIN: "http://app.test" }, "http://localhost:5401/x")).toBe("http://app.test");
    expect(appOriginFor(DEV, "http://evil.example:5173/api/register")).toBe("http://localhost:5173");
  });
});
