/**
 * The API's speed against the static files the same Worker serves (issue 10), measured on the built
 * Worker (`npm run preview`) with autocannon, 32 connections:
 *  1. requests per second of GET /api/languages and of a signed-in GET /api/lessons/{id}, each divided
 *     by the requests per second of a static file (the web manifest index.html links, a payload the
 *     size of the API's). Targets: ≥ 0.6 and ≥ 0.4.
 *  2. D1 statements per request on the routes every visit and every lesson view calls, counted by the
 *     Worker itself in development (X-D1-Queries, worker/db/query-count.ts, decision 011). Target: at
 *     most 2 besides the session lookup.
 * `measureApiThroughput(baseUrl)` runs both against a running preview server (about 45 s);
 * `npm run bench:api` starts one on port 4178 and prints the summary.
 */
import { pathToFileURL } from "node:url";
import autocannon from "autocannon";
import { LESSON_VISIT } from "../contract/constants";
import { signInDemoLearner } from "./demo-learner";

const CONNECTIONS = 32;
const WARM_UP_SECONDS = 2;
const ROUNDS = 3;
const ROUND_SECONDS = 4;
const LESSON_ID = "de-lesson01"; // lesson 1 is free, so the demo learner may open it
const RATIO_TARGETS = { languages: 0.6, lesson: 0.4 } as const;
const QUERY_TARGET = 2;

export interface Throughput {
  path: string;
  requestsPerSecond: number;
  latencyMedianMs: number;
  requests: number;
}

export interface RouteQueries {
  route: string;
  /** D1 statements the request ran. */
  total: number;
  /** Of those, the session lookup (and its renewal, when due). */
  session: number;
  besidesSession: number;
  /** D1 round trips (a batch of statements is one). */
  roundTrips: number;
  target: number;
  pass: boolean;
}

export interface ApiThroughputResult {
  connections: number;
  /** Seconds of load on each target, in rounds that take turns (after a warm-up). */
  durationSeconds: number;
  static: Throughput & { bytes: number };
  languages: Throughput;
  lesson: Throughput;
  ratios: {
    languages: { value: number; target: number; pass: boolean };
    lesson: { value: number; target: number; pass: boolean };
  };
  queries: RouteQueries[];
  pass: boolean;
}

/** The web manifest the built index.html links: a static file of the Worker's asset layer. */
async function staticAsset(baseUrl: string): Promise<string> {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const href = /<link rel="manifest" href="([^"]+)"/.exec(html)?.[1];
  if (!href) throw new Error("index.html links no web manifest");
  return href;
}

interface Target {
  path: string;
  headers: Record<string, string>;
}

async function load({ path, headers }: Target, baseUrl: string, seconds: number): Promise<autocannon.Result> {
  const result = await autocannon({ url: `${baseUrl}${path}`, connections: CONNECTIONS, duration: seconds, headers });
  // A ratio of error answers would say nothing: any failed request fails the benchmark.
  if (result.errors || result.timeouts || result.non2xx) {
    throw new Error(
      `${path}: ${result.non2xx} non-2xx answers (4xx ${result["4xx"]}, 5xx ${result["5xx"]}), ${result.errors} errors, ${result.timeouts} timeouts under load`,
    );
  }
  return result;
}

/**
 * Each target is loaded in turn, a few rounds over: the machine's other work then weighs on all of
 * them alike, instead of on whichever happened to run while it peaked.
 */
async function throughputs(baseUrl: string, targets: Target[]): Promise<Throughput[]> {
  for (const target of targets) {
    const check = await fetch(`${baseUrl}${target.path}`, { headers: target.headers });
    if (!check.ok) throw new Error(`${target.path} answered ${check.status}`);
    await load(target, baseUrl, WARM_UP_SECONDS);
  }
  const runs = targets.map(() => [] as autocannon.Result[]);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, target] of targets.entries()) runs[index]!.push(await load(target, baseUrl, ROUND_SECONDS));
  }
  return targets.map(({ path }, index) => {
    const results = runs[index]!;
    const requests = results.reduce((sum, result) => sum + result["2xx"], 0);
    const seconds = results.reduce((sum, result) => sum + result.duration, 0);
    const medians = results.map((result) => result.latency.p50).sort((a, b) => a - b);
    return { path, requestsPerSecond: requests / seconds, latencyMedianMs: medians[Math.floor(medians.length / 2)]!, requests };
  });
}

/** What a visit and a lesson view call (frontend/lib/auth.tsx, LessonScreen, useLessonTime, MarkLessonDone, useTutorChat). */
const COUNTED_ROUTES: { method: "GET" | "POST"; path: string; body?: unknown }[] = [
  { method: "GET", path: "/api/user" },
  { method: "GET", path: "/api/languages" },
  { method: "GET", path: `/api/lessons/${LESSON_ID}` },
  { method: "GET", path: "/api/languages/de/lessons" },
  { method: "GET", path: "/api/progress/language/de" },
  { method: "POST", path: `/api/progress/lesson/${LESSON_ID}/complete` },
  { method: "POST", path: `/api/progress/lesson/${LESSON_ID}`, body: LESSON_VISIT },
  { method: "POST", path: "/api/chat/init", body: { lessonId: LESSON_ID } },
  { method: "GET", path: `/api/chat/notes/${LESSON_ID}` },
];

async function countQueries(baseUrl: string, cookie: string): Promise<RouteQueries[]> {
  const counted: RouteQueries[] = [];
  for (const { method, path, body } of COUNTED_ROUTES) {
    const headers: Record<string, string> = { Cookie: cookie, Origin: baseUrl, "X-Count-D1-Queries": "1" };
    if (body) headers["Content-Type"] = "application/json";
    // Twice: the first call may do one-time work (the tutor receiving its lesson); the worse one counts.
    let worst: RouteQueries | undefined;
    for (let call = 0; call < 2; call++) {
      const response = await fetch(`${baseUrl}${path}`, { method, headers, body: body ? JSON.stringify(body) : undefined });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
      const header = (name: string) => {
        const value = response.headers.get(name);
        if (value === null) throw new Error(`${method} ${path} sent no ${name}: is the server running in development?`);
        return Number(value);
      };
      const total = header("X-D1-Queries");
      const session = header("X-D1-Session-Queries");
      const besidesSession = total - session;
      const figures = { route: `${method} ${path}`, total, session, besidesSession, roundTrips: header("X-D1-Round-Trips"), target: QUERY_TARGET, pass: besidesSession <= QUERY_TARGET };
      if (!worst || besidesSession > worst.besidesSession) worst = figures;
    }
    counted.push(worst!);
  }
  return counted;
}

export async function measureApiThroughput(baseUrl: string): Promise<ApiThroughputResult> {
  const cookie = await signInDemoLearner(baseUrl);
  const asset = await staticAsset(baseUrl);
  const bytes = (await (await fetch(`${baseUrl}${asset}`)).arrayBuffer()).byteLength;
  const [measuredStatic, languages, lesson] = await throughputs(baseUrl, [
    { path: asset, headers: {} },
    { path: "/api/languages", headers: {} },
    { path: `/api/lessons/${LESSON_ID}`, headers: { Cookie: cookie } },
  ]);
  const staticFile = { ...measuredStatic!, bytes };
  const ratio = (api: Throughput, target: number) => {
    const value = Math.round((api.requestsPerSecond / staticFile.requestsPerSecond) * 100) / 100;
    return { value, target, pass: value >= target };
  };
  const ratios = { languages: ratio(languages!, RATIO_TARGETS.languages), lesson: ratio(lesson!, RATIO_TARGETS.lesson) };
  const queries = await countQueries(baseUrl, cookie);
  return {
    connections: CONNECTIONS,
    durationSeconds: ROUNDS * ROUND_SECONDS,
    static: staticFile,
    languages: languages!,
    lesson: lesson!,
    ratios,
    queries,
    pass: ratios.languages.pass && ratios.lesson.pass && queries.every((route) => route.pass),
  };
}

export function printApiThroughput(result: ApiThroughputResult): void {
  const rate = (figures: Throughput) => `${Math.round(figures.requestsPerSecond).toLocaleString("en").padStart(7)} req/s  (median ${figures.latencyMedianMs} ms)`;
  const verdict = ({ value, target, pass }: { value: number; target: number; pass: boolean }) =>
    `ratio ${value.toFixed(2)}, target ≥ ${target}: ${pass ? "ok" : "MISSED"}`;
  console.log(`API throughput (autocannon, ${result.connections} connections, ${result.durationSeconds} s each in rounds)`);
  console.log(`  static ${result.static.path} (${result.static.bytes} B)`.padEnd(48) + rate(result.static));
  console.log(`  GET /api/languages`.padEnd(48) + `${rate(result.languages)}  ${verdict(result.ratios.languages)}`);
  console.log(`  GET ${result.lesson.path} (signed in)`.padEnd(48) + `${rate(result.lesson)}  ${verdict(result.ratios.lesson)}`);
  console.log(`D1 statements per request (besides the session lookup, target ≤ ${QUERY_TARGET})`);
  for (const route of result.queries) {
    console.log(
      `  ${route.route.padEnd(46)} ${route.total} total, ${route.session} session, ${route.besidesSession} besides (${route.roundTrips} round trips)  ${route.pass ? "ok" : "OVER"}`,
    );
  }
}

// `npm run bench:api`: on its own, against a fresh preview server.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { previewPort, startPreviewServer } = await import("../scripts/dev-server");
  const server = await startPreviewServer(previewPort(4178), "bench-api");
  try {
    printApiThroughput(await measureApiThroughput(server.baseUrl));
  } finally {
    await server.stop();
  }
  process.exit(0);
}
