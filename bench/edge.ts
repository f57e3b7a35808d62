/**
 * npm run bench:edge — the latency model (decision 025) on the built Worker (`npm run preview`, local
 * workerd). Each request asks the Worker, in development only, to wrap its D1, R2, Durable Object and
 * AI bindings for a learner in a region with the primary in Frankfurt (X-Latency-Model; costs in
 * worker/edge/latency-model.ts); the Worker answers what the request cost in the model: round trips
 * by kind and their times added one after another (X-Modelled-Ms, X-Round-Trips).
 *
 * "today" is the same build and the same requests with X-Latency-Model-Path: today, which takes the
 * read path of before decision 025: every D1 query on the primary (the plain binding), the session
 * looked up on the primary on every request, no colo cache. The per-isolate content cache is on in
 * both, as it is in today's code.
 *
 * Measured on a warm isolate after one unmeasured visit (the Durable Object then has its lesson, as
 * on any visit but a conversation's first); the page itself is the static shell plus the lesson
 * page's preload (no D1). The tutor turn sends a message that is not the answer: a finished sentence
 * would also write a review card from the Durable Object, which the model does not see.
 * Targets (Sydney): lesson, progress and tutor init ≤ 60 ms and 0 primary round trips each; the visit
 * ≤ 400 ms. Exits 1 when one is missed. BENCH_EDGE_PORT moves the server off port 4180.
 */
import { startPreviewServer } from "../scripts/dev-server";
import { DEMO_LEARNER } from "./demo-learner";
import { CookieJar } from "./cookie-jar";

const PORT = Number(process.env.BENCH_EDGE_PORT ?? 4180);
const REGIONS = { sydney: "Sydney", "sao-paulo": "São Paulo", frankfurt: "Frankfurt" } as const;
type Region = keyof typeof REGIONS;
type Path = "edge" | "today";
const LESSON = { language: "de", number: 1, id: "de-lesson01" } as const;
const TARGETS = { readMs: 60, visitMs: 400 } as const;

interface Step {
  name: string;
  method: "GET" | "POST";
  path: string;
  json?: unknown;
  /** Part of the lesson visit (the others are the app's other busy reads). */
  visit: boolean;
  /** One of the reads the 60 ms / 0 primary round-trip target is for. */
  target?: boolean;
}

const STEPS: Step[] = [
  { name: "lesson page", method: "GET", path: `/${LESSON.language}/lesson/${LESSON.number}`, visit: true },
  { name: "GET /api/lessons/{id}", method: "GET", path: `/api/lessons/${LESSON.id}`, visit: true, target: true },
  { name: "GET /api/progress/language/{code}", method: "GET", path: `/api/progress/language/${LESSON.language}`, visit: true, target: true },
  { name: "POST /api/chat/init", method: "POST", path: "/api/chat/init", json: { lessonId: LESSON.id }, visit: true, target: true },
  {
    name: "POST /api/chat (one turn)",
    method: "POST",
    path: "/api/chat",
    json: { lessonId: LESSON.id, conversation: [{ role: "user", content: "What does this lesson teach?" }] },
    visit: true,
  },
  { name: "GET /api/languages", method: "GET", path: "/api/languages", visit: false },
  { name: "GET /api/languages/{code}/lessons", method: "GET", path: `/api/languages/${LESSON.language}/lessons`, visit: false },
  { name: "GET /api/user", method: "GET", path: "/api/user", visit: false },
  { name: "GET /api/streak", method: "GET", path: "/api/streak", visit: false },
  { name: "GET /api/review/summary", method: "GET", path: "/api/review/summary", visit: false },
  { name: "POST /api/progress/lesson/{id}/complete", method: "POST", path: `/api/progress/lesson/${LESSON.id}/complete`, visit: false },
];

interface Cost {
  ms: number;
  primary: number;
  trips: Record<string, number>;
}

async function send(base: string, jar: CookieJar, step: Step, region: Region, path: Path): Promise<Cost> {
  const headers: Record<string, string> = { Origin: base, Cookie: jar.header(), "X-Latency-Model": region };
  if (path === "today") headers["X-Latency-Model-Path"] = "today";
  if (step.json !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(`${base}${step.path}`, { method: step.method, headers, body: step.json === undefined ? undefined : JSON.stringify(step.json) });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${step.method} ${step.path} answered ${response.status}`);
  jar.keep(response);
  const trips = JSON.parse(response.headers.get("X-Round-Trips") ?? "{}") as Record<string, number>;
  return { ms: Number(response.headers.get("X-Modelled-Ms") ?? NaN), primary: trips.primary ?? 0, trips };
}

async function signIn(base: string): Promise<CookieJar> {
  const jar = new CookieJar();
  const response = await fetch(`${base}/api/login`, { method: "POST", headers: { Origin: base, "Content-Type": "application/json" }, body: JSON.stringify(DEMO_LEARNER) });
  if (!response.ok) throw new Error(`sign-in answered ${response.status}`);
  await response.arrayBuffer();
  jar.keep(response);
  return jar;
}

/** One learner's costs per step in one region on one path, after an unmeasured warm-up visit. */
async function measure(base: string, region: Region, path: Path): Promise<Cost[]> {
  const jar = await signIn(base);
  for (const step of STEPS) await send(base, jar, step, region, path);
  const costs: Cost[] = [];
  for (const step of STEPS) costs.push(await send(base, jar, step, region, path));
  return costs;
}

const cell = (cost: Cost) => `${String(Math.round(cost.ms)).padStart(5)} ms ${String(cost.primary).padStart(1)}P`;

const server = await startPreviewServer(PORT, "bench-edge");
let pass = true;
try {
  const base = server.baseUrl;
  const results = {} as Record<Region, Record<Path, Cost[]>>;
  for (const region of Object.keys(REGIONS) as Region[]) {
    results[region] = { edge: await measure(base, region, "edge"), today: await measure(base, region, "today") };
  }
  const regions = Object.keys(REGIONS) as Region[];
  const width = 40;
  console.log("Latency model, primary in Frankfurt (modelled ms, round trips added in sequence; nP = primary round trips)");
  console.log(`${"".padEnd(width)}${regions.map((region) => `${REGIONS[region]}: new / today`.padEnd(30)).join("")}`);
  STEPS.forEach((step, index) => {
    const row = regions.map((region) => `${cell(results[region].edge[index]!)} / ${cell(results[region].today[index]!)}`.padEnd(30)).join("");
    console.log(`${step.name.padEnd(width)}${row}`);
  });
  const visit = (costs: Cost[]) => costs.reduce((sum, cost, index) => (STEPS[index]!.visit ? { ms: sum.ms + cost.ms, primary: sum.primary + cost.primary, trips: {} } : sum), { ms: 0, primary: 0, trips: {} });
  console.log(`${"lesson visit (page … first turn)".padEnd(width)}${regions.map((region) => `${cell(visit(results[region].edge))} / ${cell(visit(results[region].today))}`.padEnd(30)).join("")}`);

  const sydney = results.sydney.edge;
  for (const [index, step] of STEPS.entries()) {
    if (!step.target) continue;
    const ok = sydney[index]!.ms <= TARGETS.readMs && sydney[index]!.primary === 0;
    pass &&= ok;
    console.log(`  target, Sydney ${step.name}: ${Math.round(sydney[index]!.ms)} ms, ${sydney[index]!.primary} primary (≤ ${TARGETS.readMs} ms, 0): ${ok ? "ok" : "MISSED"}`);
  }
  const visitMs = visit(sydney).ms;
  pass &&= visitMs <= TARGETS.visitMs;
  console.log(`  target, Sydney lesson visit: ${Math.round(visitMs)} ms (≤ ${TARGETS.visitMs} ms; today ${Math.round(visit(results.sydney.today).ms)} ms): ${visitMs <= TARGETS.visitMs ? "ok" : "MISSED"}`);
  console.log("  once a minute a learner's session pass is renewed on the primary: one request then pays one primary round trip more.");
} finally {
  server.stop();
}
process.exit(pass ? 0 : 1);
