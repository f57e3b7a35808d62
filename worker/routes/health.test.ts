import { describe, expect, it } from "vitest";
import type { Health } from "../../contract/wire";
import { call } from "../test/client";

describe("GET /api/health", () => {
  it("reports the Worker up, D1 reachable and the number of languages", async () => {
    const response = await call("/api/health");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const health = (await response.json()) as Health;
    expect(health).toMatchObject({ status: "ok", database: "reachable", languages: 7, environment: "test" });
    expect(health.version).toMatch(/^\d+\.\d+\.\d+/);
  });
});
