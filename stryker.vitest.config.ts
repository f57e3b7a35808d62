/** The checker's tests alone, in Node, for Stryker (npm run test:mutation): the other projects need workerd, jsdom or a browser. */
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: { environment: "node", include: ["worker/tutor/checker/**/*.test.ts", "worker/tutor/answer-check.test.ts"] },
});
