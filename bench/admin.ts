/**
 * npm run bench:admin — the admin dashboard with 100,000 learners: seeds them into a fresh local
 * database, then prints the median time of the users page (first page, a deep page, a search) and
 * of the analytics call, as the browser sees them. Target (issue 7): each under 50 ms median.
 */
import { execFileSync } from "node:child_process";
import { resolve } from "node:path";
import { startDevServer } from "../scripts/dev-server";

const USERS = 100_000;
const RUNS = 20;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const server = await startDevServer(5177, "bench-admin");
try {
  const started = performance.now();
  execFileSync(
    "npx",
    [
      "wrangler", "d1", "execute", "DB", "--local", `--persist-to=${resolve(".tmp/bench-admin")}`,
      `--command=WITH RECURSIVE seq(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM seq WHERE n < ${USERS})
       INSERT INTO users (username, email, email_verified, subscription_tier)
       SELECT 'pupil' || n, 'pupil' || n || '@school.example', 1, CASE WHEN n % 10 = 0 THEN 'premium' ELSE 'free' END FROM seq`,
    ],
    { stdio: "ignore", env: { ...process.env, CI: "true" } },
  );
  console.log(`seeded ${USERS.toLocaleString("en")} users in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const login = await fetch(`${server.baseUrl}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.baseUrl },
    body: JSON.stringify({ username: "admin", password: "admin-pass-2026" }),
  });
  const cookie = login.headers.getSetCookie()[0]!.split(";")[0]!;

  async function time(path: string): Promise<{ median: number; total: string | null }> {
    const runs: number[] = [];
    let total: string | null = null;
    for (let run = 0; run < RUNS; run++) {
      const start = performance.now();
      const response = await fetch(`${server.baseUrl}${path}`, { headers: { Cookie: cookie } });
      await response.json();
      runs.push(performance.now() - start);
      total = response.headers.get("x-total-count");
    }
    return { median: median(runs), total };
  }

  const results = {
    "users, first page": await time("/api/admin/users?page=1&pageSize=50"),
    "users, page 1,000": await time("/api/admin/users?page=1000&pageSize=50"),
    "users, search": await time("/api/admin/users?search=pupil4242"),
    analytics: await time("/api/admin/analytics"),
  };
  console.log(`admin benchmark (local workerd, ${RUNS} runs each, medians; target < 50 ms)`);
  for (const [name, { median: value, total }] of Object.entries(results)) {
    console.log(`  ${name.padEnd(20)} ${value.toFixed(1).padStart(7)} ms${total ? `  (X-Total-Count ${total})` : ""}`);
  }
} finally {
  await server.stop();
}
process.exit(0);
