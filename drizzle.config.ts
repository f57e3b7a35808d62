import { defineConfig } from "drizzle-kit";

// Generates SQL migrations into migrations/, which wrangler applies (locally, in tests, on deploy).
export default defineConfig({
  dialect: "sqlite",
  schema: "./worker/db/schema.ts",
  out: "./migrations",
});
