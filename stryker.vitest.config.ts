/**
 * The checker's tests alone, in Node, for Stryker (npm run test:mutation): the other projects need workerd, jsdom or a browser.
 * The teaching test reads the whole answer set (seconds per run) and is left out: each mutant reruns the tests that cover it,
 * and the rules are held by the checker's unit and boundary tests.
 */
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "node",
    include: ["worker/tutor/checker/**/*.test.ts", "worker/tutor/answer-check.test.ts"],
    exclude: ["worker/tutor/checker/teaching.test.ts", "**/node_modules/**"],
    testTimeout: 60_000,
    // Each mutant reruns the tests in the same process: without isolation the checker's libraries and
    // the course lexicon are read once, not once per mutant (Stryker switches mutants at run time).
    isolate: false,
  },
});
