/**
 * `npm test` runs five projects: the Worker's tests inside workerd (with local D1, R2 and Durable
 * Objects), the answer checker's and the plain modules' tests in Node, the frontend's tests that draw
 * or read a page in jsdom, and the Playwright journeys against a dev server.
 */
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import react from "@vitejs/plugin-react";
import { configDefaults, defineConfig } from "vitest/config";
import { journeyLanes } from "./e2e/lanes.ts";
import { loadContent } from "./scripts/content.ts";
import { fakeAssets } from "./worker/test/fake-assets.ts";

process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= "false";

/**
 * Worker tests of plain code (the tutor's teaching, the password hash, the streak): no database, no
 * bindings, so Node runs them without workerd and without the database reseeded before every test
 * (decision 059). A test that needs the Worker's runtime fails here at once ("cloudflare:test").
 */
const PLAIN_WORKER_TESTS = [
  "worker/auth/password.test.ts",
  "worker/http/dev-origin.test.ts",
  "worker/isolate/lru-map.test.ts",
  "worker/progress/streak.test.ts",
  "worker/review/answer-rating.test.ts",
  "worker/tutor/after-reveal.test.ts",
  "worker/tutor/feedback.test.ts",
  "worker/tutor/free-practice.test.ts",
  "worker/tutor/intent.test.ts",
  "worker/tutor/lesson-words.test.ts",
  "worker/tutor/model-judgment.test.ts",
  "worker/tutor/offline-tutor.test.ts",
  "worker/tutor/providers/server-sent-events.test.ts",
  "worker/tutor/try-it.test.ts",
  "worker/tutor/tutor-feedback.test.ts",
  "worker/tutor/tutor-intents.test.ts",
  "worker/tutor/unsure-answers.test.ts",
];

const CHECKER_TESTS = ["worker/tutor/checker/**/*.test.ts", "worker/tutor/answer-check.test.ts", "worker/tutor/conversation-suite.test.ts", "worker/tutor/turn-exit.test.ts"];

export default defineConfig(async () => {
  const [migrations, content] = await Promise.all([readD1Migrations("./migrations"), loadContent()]);
  return {
    test: {
      reporters: ["default", "./scripts/summary-reporter.ts"],
      projects: [
        {
          plugins: [
            cloudflareTest({
              wrangler: { configPath: "./wrangler.toml" },
              // The development entry: the dev outbox, the statement counter and the latency model (decision 045).
              main: "./worker/dev-index.ts",
              remoteBindings: false,
              miniflare: {
                bindings: {
                  ENVIRONMENT: "test",
                  AI_PROVIDER: "offline",
                  APP_ORIGIN: "http://app.test",
                  ADMIN_EMAILS: "admin@example.com, boss@example.com",
                  TEST_MIGRATIONS: migrations,
                  TEST_CONTENT: JSON.stringify(content),
                  FUZZ_RUNS: process.env.FUZZ_RUNS ?? "40",
                  // The read-your-writes tests' trials: a share in `npm test`, all in `npm run fuzz` (worker/test/trials.ts).
                  RANDOMIZED_TRIALS: process.env.RANDOMIZED_TRIALS ?? "share",
                },
                // Databases standing for D1 read replicas in the latency model's tests (worker/test/modelled-edge.ts).
                d1Databases: { MODEL_REPLICA: "model-replica", MODEL_REPLICA_FAR: "model-replica-far" },
                // No build here: a stand-in for the static assets (the HTML shell), worker/test/fake-assets.ts.
                serviceBindings: { ASSETS: fakeAssets },
              },
            }),
          ],
          test: {
            name: "worker",
            include: ["worker/**/*.test.ts"],
            // Tests that read rendered HTML as a DOM (*.dom.test.ts) need jsdom: the frontend project runs them.
            // The answer checker is plain code: the checker project runs its tests in Node.
            exclude: [...configDefaults.exclude, "worker/**/*.dom.test.ts", ...CHECKER_TESTS, ...PLAIN_WORKER_TESTS],
            setupFiles: ["./worker/test/setup.ts"],
            isolate: false,
          },
        },
        {
          // The answer checker needs no Worker: its tests run in Node (and under `npm run test:mutation`).
          test: { name: "checker", environment: "node", include: CHECKER_TESTS },
        },
        {
          // Plain modules (the contract, the build scripts, the frontend's logic) need no page: a jsdom
          // and Testing Library per file cost them seconds each (decision 059). A test that needs a
          // page is named *.dom.test.ts (or is a component's *.test.tsx) and runs in the frontend project.
          test: {
            name: "node",
            environment: "node",
            include: ["frontend/**/*.test.ts", "contract/**/*.test.ts", "scripts/**/*.test.ts", ...PLAIN_WORKER_TESTS],
            exclude: [...configDefaults.exclude, "**/*.dom.test.ts"],
          },
        },
        {
          plugins: [react()],
          test: {
            name: "frontend",
            environment: "jsdom",
            // Transformed like the app's own modules, so vi.resetModules() also gives a test a fresh
            // swr (its table of preloaded reads is module state; lib/preload.dom.test.ts).
            server: { deps: { inline: ["swr"] } },
            setupFiles: ["./frontend/test-setup.ts"],
            // One jsdom per test worker: a page per file cost 4 of the project's 5 minutes (decision 061);
            // the setup file gives each file a fresh page state and fresh app modules.
            isolate: false,
            include: ["frontend/**/*.test.tsx", "frontend/**/*.dom.test.ts", "worker/**/*.dom.test.ts"],
          },
        },
        {
          test: {
            name: "e2e",
            include: ["e2e/**/*.test.ts"],
            // After the other projects, not beside them: on two cores the journeys' browser and servers
            // and the unit tests' workers starved one another into timeouts (decision 059).
            sequence: { groupOrder: 1 },
            globalSetup: ["./e2e/global-setup.ts"],
            // Lanes side by side, each with its own server; a lane's files one after another (e2e/lanes.ts).
            maxWorkers: journeyLanes(),
            testTimeout: 60_000,
            hookTimeout: 180_000,
          },
        },
      ],
    },
  };
});
