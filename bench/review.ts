/**
 * npm run bench:review — review cards on the built Worker (`npm run preview`, local workerd):
 *  1. building the day's queue for a learner with 5,000 cards (half of them due, a tenth of them
 *     recent mistakes, three answers each in their logs): the median round trip of
 *     GET /api/review/queue against that of GET /api/user (the same session lookup and nothing else),
 *     the difference being the server's time for the queue. Target: ≤ 30 ms.
 *  2. recording a review answer: D1 statements besides the session lookup, as the Worker counts them
 *     in development (X-Count-D1-Queries, decision 011). Target: ≤ 2.
 * The first queue of the run also folds 20 fresh tutor outcomes into their cards; it is shown apart.
 * Exits 1 when a target is missed. BENCH_REVIEW_PORT moves the server off port 4179.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { startPreviewServer } from "../scripts/dev-server";

const PORT = Number(process.env.BENCH_REVIEW_PORT ?? 4179);
const STATE = "bench-review";
const CARDS = 5000;
const ANSWERS_PER_CARD = 3;
const PENDING_OUTCOMES = 20;
const RUNS = 30;
const TARGETS = { queueServerMs: 30, answerStatements: 2 } as const;
const LEARNER = { username: "premium", password: "premium-pass-2026" } as const; // every lesson open: no card hidden
const DAY_MS = 86_400_000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;

/**
 * The learner's cards: every exercise of the course, repeated under further exercise numbers until
 * there are 5,000, due from 20 days ago to 20 days ahead, with their past answers in the log.
 */
function seedSql(now: number): string {
  const learner = `(SELECT id FROM users WHERE username = '${LEARNER.username}')`;
  return `
WITH RECURSIVE copies(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM copies WHERE n < 20),
exercise AS (SELECT l.id AS lesson_id, l.language_code, l.number, CAST(e.key AS INTEGER) AS idx, e.value AS body FROM lessons l, json_each(l.exercises) e)
INSERT INTO review_cards (user_id, lesson_id, language_code, lesson_number, exercise_index, exercise, due, stability, difficulty,
  elapsed_days, scheduled_days, learning_steps, reps, lapses, state, last_review, last_rating, applied_log_id)
SELECT ${learner}, lesson_id, language_code, number, idx + 1000 * n, body,
  ${now} + (abs(random()) % ${40 * DAY_MS}) - ${20 * DAY_MS}, 8.5, 5.2, 3, 8, 0, ${ANSWERS_PER_CARD}, abs(random()) % 2, 2,
  ${now} - ${3 * DAY_MS}, CASE WHEN abs(random()) % 10 = 0 THEN 1 ELSE 3 END, 0
FROM exercise, copies WHERE true LIMIT ${CARDS};
WITH RECURSIVE answers(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM answers WHERE n < ${ANSWERS_PER_CARD})
INSERT INTO review_logs (user_id, card_id, rating, source, reviewed_at, idempotency_key, folded)
SELECT user_id, id, 3, 'review', ${now} - n * ${7 * DAY_MS}, 'seed-' || id || '-' || n, 1 FROM review_cards, answers;
UPDATE review_cards SET applied_log_id = (SELECT max(id) FROM review_logs);
INSERT INTO review_logs (user_id, card_id, rating, source, reviewed_at)
SELECT user_id, id, 1, 'tutor', ${now} - 60000 FROM review_cards ORDER BY id LIMIT ${PENDING_OUTCOMES};`;
}

function seed(): void {
  const dir = mkdtempSync(join(tmpdir(), "bench-review-"));
  const file = join(dir, "seed.sql");
  writeFileSync(file, seedSql(Date.now()));
  try {
    execFileSync("npx", ["wrangler", "d1", "execute", "DB", "--local", `--persist-to=${resolve(".tmp", STATE)}`, `--file=${file}`], {
      stdio: "ignore",
      env: { ...process.env, CI: "true" },
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, { method: "POST", headers: { "Content-Type": "application/json", Origin: baseUrl }, body: JSON.stringify(LEARNER) });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
  return response.headers.getSetCookie()[0]!.split(";")[0]!;
}

async function timedGet(url: string, cookie: string): Promise<{ ms: number; body: unknown }> {
  const start = performance.now();
  const response = await fetch(url, { headers: { Cookie: cookie } });
  const body: unknown = await response.json();
  const elapsed = performance.now() - start;
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return { ms: elapsed, body };
}

const server = await startPreviewServer(PORT, STATE);
let pass = false;
try {
  seed();
  const base = server.baseUrl;
  // The server drops keep-alive connections left idle while the seed ran; the first request after
  // it may be sent on one of them and fail: it is only a request to open a fresh connection.
  await fetch(`${base}/api/health`).then((response) => response.arrayBuffer()).catch(() => undefined);
  const cookie = await signIn(base);
  const first = await timedGet(`${base}/api/review/queue`, cookie);
  const bare: number[] = [];
  const queue: number[] = [];
  let last = first.body as { cards: { cardId: number }[]; dueToday: number };
  for (let run = 0; run < RUNS; run++) {
    bare.push((await timedGet(`${base}/api/user`, cookie)).ms);
    const timed = await timedGet(`${base}/api/review/queue`, cookie);
    queue.push(timed.ms);
    last = timed.body as typeof last;
  }
  const summary = await timedGet(`${base}/api/review/summary`, cookie);

  const answer = await fetch(`${base}/api/review/answers`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: base, "Content-Type": "application/json", "X-Count-D1-Queries": "1" },
    body: JSON.stringify({ cardId: last.cards[0]!.cardId, attempt: "a try", idempotencyKey: `bench-${Date.now()}` }),
  });
  await answer.arrayBuffer();
  if (!answer.ok) throw new Error(`POST /api/review/answers answered ${answer.status}`);
  const statements = Number(answer.headers.get("X-D1-Queries"));
  const sessionStatements = Number(answer.headers.get("X-D1-Session-Queries"));
  const besides = statements - sessionStatements;

  const serverMs = Math.max(0, median(queue) - median(bare));
  pass = serverMs <= TARGETS.queueServerMs && besides <= TARGETS.answerStatements;
  console.log(`review benchmark (built Worker in local workerd, ${CARDS.toLocaleString("en")} cards, ${RUNS} runs, medians)`);
  console.log(`  day's queue, round trip:        ${ms(median(queue))}  (GET /api/user ${ms(median(bare))}; server time ≈ ${ms(serverMs)}, target ≤ ${TARGETS.queueServerMs} ms: ${serverMs <= TARGETS.queueServerMs ? "ok" : "MISSED"})`);
  console.log(`  first queue, folding ${PENDING_OUTCOMES} outcomes: ${ms(first.ms)}`);
  console.log(`  queue: ${last.cards.length} cards of ${last.dueToday} due today; summary round trip ${ms(summary.ms)}`);
  console.log(`  recording an answer:            ${statements} D1 statements, ${sessionStatements} of them the session lookup: ${besides} besides (target ≤ ${TARGETS.answerStatements}: ${besides <= TARGETS.answerStatements ? "ok" : "OVER"})`);
} finally {
  server.stop();
}
process.exit(pass ? 0 : 1);
