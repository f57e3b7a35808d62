/**
 * A bounded memory soak (issue 29, item 9): the preview's workerd grew from 172 to 718 MB over a
 * long attack session and never shrank. This starts the built Worker (`npm run preview`, its own
 * port and local data), drives mixed learner traffic over loopback for SOAK_MINUTES (default 5, at
 * most 10) and samples the workerd process's resident memory (VmRSS in /proc/PID/status) every
 * SOAK_SAMPLE_SECONDS (default 5). It prints each minute's RSS with a breakdown (RssAnon/RssFile, open
 * fds, SQLite files and sockets, the V8 heaps from workerd's `--trace-gc`, the app's heap after a full
 * collection), and whether the memory is flat after warm-up: growth from the warm-up's end to the end
 * below SOAK_FLAT_PERCENT (default 10 %). The warm-up ends when every V8 heap the traffic grew has
 * been fully collected once (HeapWatch; decision 033), or at SOAK_FLAT_FROM_MINUTE when that is set;
 * with less than 2 minutes after it there is no verdict (exit 1). SOAK_TUTOR=0 and SOAK_SIGNUPS=0
 * leave out tutor turns and sign-ups; SOAK_IDLE_SECONDS samples on that long with no traffic.
 *
 * Traffic, from SOAK_LEARNERS (default 4) virtual learners, each at its own address
 * (`cf-connecting-ip`, which the development Worker takes as the client's), one step at a time:
 * sign-ups (a new account each, at a new address), sign-ins (the demo accounts), the language list,
 * lesson indexes and lessons in every course, progress posts, the review queue and review answers,
 * and tutor turns over the lesson's websocket. Refusals (429 past a limit, 404 for a card that is
 * not there) are traffic too; they are counted, not errors. Linux only (it reads /proc).
 *
 *   npm run bench:soak                      # 5 minutes
 *   SOAK_MINUTES=2 SOAK_SERVER=dev npm run bench:soak
 */
import { readdirSync, readFileSync, readlinkSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { previewPort, startDevServer, startPreviewServer, type DevServer } from "../scripts/dev-server";

const MAX_MINUTES = 10;
/** The verdict needs this much of the run after the warm-up. */
const MIN_AFTER_WARM_UP_SECONDS = 120;

export interface SoakOptions {
  minutes: number;
  sampleSeconds: number;
  learners: number;
  flatFromMinute: number;
  flatPercent: number;
  /** Whether the learners take tutor turns (SOAK_TUTOR=0: none), and sign up new accounts (SOAK_SIGNUPS=0: none). */
  tutor: boolean;
  signUps: boolean;
  /** Seconds to keep sampling after the traffic stops, with the server idle (SOAK_IDLE_SECONDS). */
  idleSeconds: number;
  /**
   * Whether the warm-up ends at the V8 heaps' first full collections, read from workerd's `--trace-gc`
   * lines (default); false when SOAK_FLAT_FROM_MINUTE names the minute instead.
   */
  warmUpFromCollections: boolean;
}

export function soakOptions(environment: NodeJS.ProcessEnv = process.env): SoakOptions {
  const number = (name: string, fallback: number, min: number, max: number) => {
    const raw = environment[name];
    const value = raw === undefined || raw === "" ? fallback : Number(raw);
    if (!Number.isFinite(value) || value < min || value > max) throw new Error(`${name} must be a number from ${min} to ${max}`);
    return value;
  };
  const minutes = number("SOAK_MINUTES", 5, 0.5, MAX_MINUTES);
  return {
    minutes,
    sampleSeconds: number("SOAK_SAMPLE_SECONDS", 5, 1, 60),
    learners: Math.round(number("SOAK_LEARNERS", 4, 1, 32)),
    flatFromMinute: number("SOAK_FLAT_FROM_MINUTE", Math.min(2, minutes / 2), 0, minutes),
    warmUpFromCollections: (environment.SOAK_FLAT_FROM_MINUTE ?? "") === "",
    flatPercent: number("SOAK_FLAT_PERCENT", 10, 0, 1000),
    tutor: environment.SOAK_TUTOR !== "0",
    signUps: environment.SOAK_SIGNUPS !== "0",
    idleSeconds: number("SOAK_IDLE_SECONDS", 0, 0, 600),
  };
}

// ---- the workerd process and its memory ----

function parentOf(pid: number): number | null {
  try {
    // "pid (comm) state ppid ...": comm may hold spaces, so read after its closing bracket.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
  } catch {
    return null;
  }
}

/** The workerd processes that descend from `ancestor` (the server's npm process). */
export function workerdBeneath(ancestor: number): number[] {
  const found: number[] = [];
  for (const entry of readdirSync("/proc")) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    let command = "";
    try {
      command = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0")[0] ?? "";
    } catch {
      continue;
    }
    if (!command.endsWith("workerd")) continue;
    for (let parent = parentOf(pid), hops = 0; parent && hops < 10; parent = parentOf(parent), hops++) {
      if (parent === ancestor) {
        found.push(pid);
        break;
      }
    }
  }
  return found;
}

/** Resident memory of a process in MB, from /proc/PID/status; null once it is gone. */
export function rssMb(pid: number): number | null {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/** What the resident memory is made of, and what the process holds open (for the breakdown). */
export interface ProcessProbe {
  /** RssAnon (heaps: V8's, malloc's, SQLite's caches), RssFile (mapped files: the binary), in MB. */
  anonMb: number;
  fileMb: number;
  /** Open file descriptors; of them SQLite files (a Durable Object's storage, local D1), and sockets. */
  fds: number;
  sqliteFds: number;
  socketFds: number;
}

export function probe(pid: number): ProcessProbe | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)\\s+kB$`, "m").exec(status)?.[1] ?? 0) / 1024;
    let fds = 0;
    let sqliteFds = 0;
    let socketFds = 0;
    for (const fd of readdirSync(`/proc/${pid}/fd`)) {
      fds++;
      let target = "";
      try {
        target = readlinkSync(`/proc/${pid}/fd/${fd}`);
      } catch {
        continue;
      }
      if (target.endsWith(".sqlite")) sqliteFds++;
      else if (target.startsWith("socket:")) socketFds++;
    }
    return { anonMb: kb("RssAnon"), fileMb: kb("RssFile"), fds, sqliteFds, socketFds };
  } catch {
    return null;
  }
}

/** One garbage collection that workerd printed (`--trace-gc`): an isolate's heap before and after. */
export interface Collection {
  isolate: string;
  full: boolean;
  /** Used heap after the collection, and the heap's committed size, in MB. */
  liveMb: number;
  committedMb: number;
}

const GC_LINE = /^\[\d+:(0x[0-9a-f]+)\]\s+[\d.]+ ms: (Scavenge|Minor Mark-Sweep|Mark-Compact|Mark-Sweep-Compact)[^\d]*[\d.]+ \([\d.]+\) -> ([\d.]+) \(([\d.]+)\) MB/;

/** The collections in workerd's output (lines of `--trace-gc`); anything else is skipped. */
export function parseCollections(output: string): Collection[] {
  const found: Collection[] = [];
  for (const line of output.split("\n")) {
    const match = GC_LINE.exec(line.trim());
    if (match) found.push({ isolate: match[1]!, full: match[2]!.startsWith("Mark-"), liveMb: Number(match[3]), committedMb: Number(match[4]) });
  }
  return found;
}

/** What the V8 heaps of the workerd process do over the soak, from its `--trace-gc` lines. */
export class HeapWatch {
  private seen = 0;
  /** Per isolate: its committed heap at the first and the latest collection, and when its first full collection came. */
  readonly isolates = new Map<string, { firstCommittedMb: number; committedMb: number; firstFullAt: number | null; liveAfterFullMb: number | null }>();

  /** Reads the output printed since the last call; `atSeconds` is now. */
  update(output: string, atSeconds: number): void {
    const fresh = output.slice(this.seen);
    const complete = fresh.lastIndexOf("\n") + 1;
    this.seen += complete;
    for (const collection of parseCollections(fresh.slice(0, complete))) {
      const isolate = this.isolates.get(collection.isolate) ?? { firstCommittedMb: collection.committedMb, committedMb: 0, firstFullAt: null, liveAfterFullMb: null };
      isolate.committedMb = collection.committedMb;
      if (collection.full) {
        isolate.firstFullAt ??= atSeconds;
        isolate.liveAfterFullMb = collection.liveMb;
      }
      this.isolates.set(collection.isolate, isolate);
    }
  }

  /** The committed size of every heap together, MB. */
  committedMb(): number {
    return [...this.isolates.values()].reduce((sum, isolate) => sum + isolate.committedMb, 0);
  }

  /** The largest heap left after a full collection (the app's isolate: the runtime's own keep a few MB). */
  largestLiveMb(): number | null {
    const lives = [...this.isolates.values()].flatMap((isolate) => (isolate.liveAfterFullMb === null ? [] : [isolate.liveAfterFullMb]));
    return lives.length ? Math.max(...lives) : null;
  }

  /**
   * The end of the warm-up: when every heap that grew by GROWN_MB or more had been fully collected
   * once. Until a heap's first full collection V8 only grows it, and its garbage keeps the native
   * objects it wraps (requests, responses, buffers) in workerd's allocator; from then on each heap
   * cycles between collections at its steady size. Null while some grown heap has not been collected.
   */
  warmUpEnd(): number | null {
    let end = 0;
    for (const isolate of this.isolates.values()) {
      if (isolate.committedMb - isolate.firstCommittedMb < HeapWatch.GROWN_MB && isolate.firstFullAt === null) continue;
      if (isolate.firstFullAt === null) return null;
      end = Math.max(end, isolate.firstFullAt);
    }
    return end;
  }

  static readonly GROWN_MB = 5;
}

// ---- the learners ----

interface Tally {
  requests: number;
  byStatus: Map<number, number>;
  /** "POST /api/progress/lesson/:id 200" → count: which route answered what. */
  byRoute: Map<string, number>;
  turns: number;
  failures: number;
}

const LANGUAGES = ["de", "es", "fr", "hi", "ja", "kn", "zh"];
const TIME_ZONES = ["Europe/Berlin", "America/New_York", "Asia/Kolkata", "Asia/Tokyo", "UTC", "Australia/Sydney"];
const DEMO = [
  { username: "learner", password: "learner-pass-2026" },
  { username: "premium", password: "premium-pass-2026" },
];

class Learner {
  private cookies = new Map<string, string>();
  private step = 0;

  constructor(
    private readonly baseUrl: string,
    private readonly index: number,
    private readonly tally: Tally,
    private readonly runId: string,
    private readonly options: Pick<SoakOptions, "tutor" | "signUps"> = { tutor: true, signUps: true },
  ) {}

  private get address(): string {
    return `198.51.100.${(this.index % 250) + 1}`;
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  private keep(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const pair = header.split(";")[0]!;
      const name = pair.slice(0, pair.indexOf("="));
      const value = pair.slice(pair.indexOf("=") + 1);
      if (value === "" || /max-age=0/i.test(header)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** One request; answers its status and body text (null when it failed). */
  async call(method: string, path: string, body?: unknown, address = this.address): Promise<{ status: number; text: string } | null> {
    try {
      const response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: {
          Origin: this.baseUrl,
          "cf-connecting-ip": address,
          ...(this.cookies.size ? { Cookie: this.cookieHeader() } : {}),
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      this.keep(response);
      this.tally.requests++;
      this.tally.byStatus.set(response.status, (this.tally.byStatus.get(response.status) ?? 0) + 1);
      const route = `${method} ${path.replace(/\?.*$/, "").replace(/\/[a-z]{2}-lesson\d+/, "/:lesson").replace(/\/languages\/[a-z]{2}\//, "/languages/:code/")} ${response.status}`;
      this.tally.byRoute.set(route, (this.tally.byRoute.get(route) ?? 0) + 1);
      return { status: response.status, text: await response.text() };
    } catch {
      this.tally.failures++;
      return null;
    }
  }

  async signIn(): Promise<void> {
    const account = DEMO[this.index % DEMO.length]!;
    await this.call("POST", "/api/login", account);
  }

  async signUp(): Promise<void> {
    const id = `${this.runId}${this.index}x${this.step}`;
    // A new address for each: registrations are limited per address.
    const address = `203.0.113.${(this.step % 250) + 1}`;
    await this.call("POST", "/api/register", { username: `soak${id}`.slice(0, 30), email: `soak${id}@example.com`, password: `soak-pass-${id}` }, address);
  }

  async readLessons(): Promise<void> {
    const language = LANGUAGES[this.step % LANGUAGES.length]!;
    await this.call("GET", "/api/languages");
    await this.call("GET", `/api/languages/${language}/lessons`);
    const lesson = `${language}-lesson${String((this.step % 20) + 1).padStart(2, "0")}`;
    await this.call("GET", `/api/lessons/${lesson}`);
  }

  async postProgress(): Promise<void> {
    const lesson = `de-lesson${String((this.step % 2) + 1).padStart(2, "0")}`;
    await this.call("POST", `/api/progress/lesson/${lesson}`, { score: this.step % 101, timeSpent: 1 });
    await this.call("GET", "/api/progress/summary");
  }

  async review(): Promise<void> {
    const zone = TIME_ZONES[this.step % TIME_ZONES.length]!;
    const queue = await this.call("GET", `/api/review/queue?timeZone=${encodeURIComponent(zone)}`);
    // A card the tutor made (finished sentences become cards), else one that may not be there (404).
    let cardId = 1;
    try {
      if (queue?.status === 200) cardId = (JSON.parse(queue.text) as { cards: { cardId: number }[] }).cards[0]?.cardId ?? 1;
    } catch {
      // not a queue: answer card 1
    }
    const idempotencyKey = `soak-${this.runId}-${this.index}-${this.step}`;
    await this.call("POST", "/api/review/answers", { cardId, attempt: "Das ist gut.", idempotencyKey });
  }

  /** One tutor turn over the lesson's websocket: open, send, wait for the reply (or an error), close. */
  async tutorTurn(): Promise<void> {
    await this.call("POST", "/api/chat/init", { lessonId: "de-lesson01" });
    const url = `${this.baseUrl.replace(/^http/, "ws")}/ws/tutor/de-lesson01`;
    await new Promise<void>((resolve) => {
      // Node's WebSocket (undici) takes headers beside the protocols, as bench/tutor.ts uses it.
      const socket = new WebSocket(url, { headers: { Origin: this.baseUrl, Cookie: this.cookieHeader(), "cf-connecting-ip": this.address } } as never);
      let settled = false;
      const done = (ok: boolean) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (ok) this.tally.turns++;
        else this.tally.failures++;
        socket.close(1000, "done");
        resolve();
      };
      const timer = setTimeout(() => done(false), 30_000);
      socket.addEventListener("open", () => socket.send(JSON.stringify({ type: "message", text: this.step % 2 ? "Das ist gut." : "why?" })));
      socket.addEventListener("message", (event) => {
        const frame = JSON.parse(String(event.data)) as { type: string };
        if (frame.type !== "delta") done(true);
      });
      socket.addEventListener("error", () => done(false));
      socket.addEventListener("close", () => done(false));
    });
  }

  /** One step of a learner's session; every 40 steps it signs in again. */
  async next(): Promise<void> {
    if (this.step % 40 === 0) await this.signIn();
    const moves = [() => this.readLessons(), () => this.postProgress(), () => this.review(), () => (this.options.tutor ? this.tutorTurn() : this.readLessons()), () => this.readLessons()];
    await moves[this.step % moves.length]!();
    if (this.step % 25 === 7 && this.options.signUps) await this.signUp();
    this.step++;
  }
}

// ---- the run ----

function describe(sample: SoakSample | undefined): string {
  if (!sample) return "-";
  const parts = [`${sample.rssMb.toFixed(1)} MB`];
  if (sample.anonMb !== undefined) parts.push(`(anon ${sample.anonMb.toFixed(1)}, file ${sample.fileMb?.toFixed(1)})`, `${sample.fds} fds (${sample.sqliteFds} sqlite, ${sample.socketFds} sockets)`);
  if (sample.heapsMb !== undefined) parts.push(`V8 heaps ${sample.heapsMb.toFixed(1)} MB, app heap after full GC ${sample.appLiveMb?.toFixed(1) ?? "-"} MB`);
  return parts.join(" ");
}

export interface SoakSample extends Partial<ProcessProbe> {
  atSeconds: number;
  rssMb: number;
  /** All V8 heaps' committed size, and the largest heap left after a full collection (from `--trace-gc`). */
  heapsMb?: number;
  appLiveMb?: number | null;
  /** Requests and tutor turns so far. */
  requests?: number;
  turns?: number;
}

export interface SoakResult {
  options: SoakOptions;
  workerdPid: number;
  samples: SoakSample[];
  /** After the traffic, with the server idle (SOAK_IDLE_SECONDS). */
  idleSamples: SoakSample[];
  warmUpMb: number;
  perMinuteMb: { minute: number; rssMb: number }[];
  finalMb: number;
  peakMb: number;
  /** When the warm-up ended (seconds): the heaps' first full collections, or SOAK_FLAT_FROM_MINUTE; null if not within the run. */
  warmUpSeconds: number | null;
  flatFromMb: number;
  growthPercent: number;
  flat: boolean;
  /** Why there is no verdict, when there is none (the warm-up did not end, or too little came after it). */
  undecided?: string;
  requests: number;
  byStatus: Record<string, number>;
  byRoute: Record<string, number>;
  turns: number;
  failures: number;
}

/** Runs the soak against a server already up; `pid` is its npm process (workerd runs beneath it). */
export async function soak(server: Pick<DevServer, "baseUrl" | "pid"> & Partial<Pick<DevServer, "output">>, options: SoakOptions): Promise<SoakResult> {
  const [workerdPid] = workerdBeneath(server.pid).sort((a, b) => (rssMb(b) ?? 0) - (rssMb(a) ?? 0));
  if (!workerdPid) throw new Error("no workerd process beneath the server");
  const tally: Tally = { requests: 0, byStatus: new Map(), byRoute: new Map(), turns: 0, failures: 0 };
  const runId = Date.now().toString(36).slice(-5);
  const learners = Array.from({ length: options.learners }, (_, index) => new Learner(server.baseUrl, index, tally, runId, options));
  const startedAt = Date.now();
  const endsAt = startedAt + options.minutes * 60_000;
  const samples: SoakSample[] = [];
  const heaps = new HeapWatch();
  const sample = () => {
    const rss = rssMb(workerdPid);
    const atSeconds = Math.round((Date.now() - startedAt) / 1000);
    if (server.output) heaps.update(server.output(), atSeconds);
    const heapFigures = heaps.isolates.size ? { heapsMb: heaps.committedMb(), appLiveMb: heaps.largestLiveMb() } : {};
    if (rss !== null) samples.push({ atSeconds, rssMb: rss, requests: tally.requests, turns: tally.turns, ...probe(workerdPid), ...heapFigures });
  };
  sample();
  const sampler = setInterval(sample, options.sampleSeconds * 1000);
  const progress = setInterval(() => {
    const last = samples.at(-1);
    console.log(`  ${Math.round((Date.now() - startedAt) / 1000)} s: ${tally.requests} requests, ${tally.turns} tutor turns, workerd ${describe(last)}`);
  }, 30_000);
  await Promise.all(
    learners.map(async (learner) => {
      while (Date.now() < endsAt) await learner.next();
    }),
  );
  sample();
  const trafficSamples = samples.length;
  // Idle: no traffic, the runtime left to evict what it keeps.
  if (options.idleSeconds > 0) await new Promise((done) => setTimeout(done, options.idleSeconds * 1000));
  clearInterval(sampler);
  clearInterval(progress);
  if (options.idleSeconds > 0) sample();
  const idleSamples = samples.splice(trafficSamples);

  const at = (seconds: number) => samples.reduce((best, next) => (Math.abs(next.atSeconds - seconds) < Math.abs(best.atSeconds - seconds) ? next : best)).rssMb;
  const warmUpMb = at(Math.min(30, options.minutes * 30));
  const perMinuteMb = Array.from({ length: Math.floor(options.minutes) }, (_, index) => ({ minute: index + 1, rssMb: at((index + 1) * 60) }));
  const finalMb = samples.at(-1)!.rssMb;
  // The warm-up: until every heap the traffic grew has been fully collected once (HeapWatch), when
  // workerd prints its collections; else the minute SOAK_FLAT_FROM_MINUTE names.
  const byCollections = options.warmUpFromCollections && heaps.isolates.size > 0;
  const warmUpSeconds = byCollections ? heaps.warmUpEnd() : options.flatFromMinute * 60;
  const lastSecond = samples.at(-1)!.atSeconds;
  const undecided =
    warmUpSeconds === null
      ? "a heap the traffic grew was never fully collected: the warm-up did not end within the run (run longer)"
      : lastSecond - warmUpSeconds < MIN_AFTER_WARM_UP_SECONDS
        ? `the warm-up ended at ${warmUpSeconds} s, less than ${MIN_AFTER_WARM_UP_SECONDS / 60} minutes before the end (run longer)`
        : undefined;
  const flatFrom = warmUpSeconds ?? lastSecond;
  // The first sample at or after the warm-up's end.
  const flatFromMb = (samples.find((entry) => entry.atSeconds >= flatFrom) ?? samples.at(-1)!).rssMb;
  // Growth after warm-up: the highest the memory reached from then on, against then.
  const afterWarmUp = samples.filter((entry) => entry.atSeconds >= flatFrom);
  const highest = Math.max(...afterWarmUp.map((entry) => entry.rssMb));
  const growthPercent = ((Math.max(finalMb, highest) - flatFromMb) / flatFromMb) * 100;
  return {
    options,
    workerdPid,
    samples,
    idleSamples,
    warmUpMb,
    perMinuteMb,
    finalMb,
    peakMb: Math.max(...samples.map((entry) => entry.rssMb)),
    warmUpSeconds,
    flatFromMb,
    growthPercent,
    flat: !undecided && ((finalMb - flatFromMb) / flatFromMb) * 100 < options.flatPercent,
    ...(undecided ? { undecided } : {}),
    requests: tally.requests,
    byStatus: Object.fromEntries([...tally.byStatus].sort(([a], [b]) => a - b)),
    byRoute: Object.fromEntries([...tally.byRoute].sort(([a], [b]) => a.localeCompare(b))),
    turns: tally.turns,
    failures: tally.failures,
  };
}

export function soakTable(result: SoakResult): string {
  const rows = [
    ["start", result.samples[0]!.rssMb],
    ["warm-up (30 s)", result.warmUpMb],
    ...result.perMinuteMb.map((entry) => [`minute ${entry.minute}`, entry.rssMb] as const),
    ["final", result.finalMb],
    ["peak", result.peakMb],
  ] as const;
  const finalGrowth = ((result.finalMb - result.flatFromMb) / result.flatFromMb) * 100;
  return [
    `Memory soak: ${result.options.minutes} min, ${result.options.learners} learners, workerd pid ${result.workerdPid}, a sample every ${result.options.sampleSeconds} s`,
    "",
    "| when | workerd RSS (MB) |",
    "|---|---|",
    ...rows.map(([when, mb]) => `| ${when} | ${mb.toFixed(1)} |`),
    "",
    `Traffic: ${result.requests} requests (${Object.entries(result.byStatus).map(([status, count]) => `${status}: ${count}`).join(", ")}), ${result.turns} tutor turns, ${result.failures} failed calls`,
    result.warmUpSeconds === null
      ? "Warm-up: not over by the end of the run"
      : `Warm-up: ${result.warmUpSeconds} s (${result.options.warmUpFromCollections ? "every heap the traffic grew fully collected once" : "SOAK_FLAT_FROM_MINUTE"}); from then (${result.flatFromMb.toFixed(1)} MB) to the end: ${finalGrowth >= 0 ? "+" : ""}${finalGrowth.toFixed(1)} % (highest on the way ${result.growthPercent >= 0 ? "+" : ""}${result.growthPercent.toFixed(1)} %)`,
    `Flat after warm-up (growth < ${result.options.flatPercent} %): ${result.undecided ? `no verdict: ${result.undecided}` : result.flat ? "yes" : "NO"}`,
    "",
    "Every 30 s (RSS; anonymous and file-backed; open fds, of them SQLite files and sockets):",
    ...[...result.samples.filter((entry, index) => index === 0 || entry.atSeconds % 30 < result.options.sampleSeconds), ...result.idleSamples.map((entry) => ({ ...entry, idle: true }))].map(
      (entry) => `  ${"idle" in entry ? "idle " : ""}${entry.atSeconds} s: ${describe(entry)}, ${entry.requests} requests, ${entry.turns} turns`,
    ),
    "",
    "By route and status:",
    ...Object.entries(result.byRoute).map(([route, count]) => `  ${route}: ${count}`),
  ].join("\n");
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const options = soakOptions();
  const kind = process.env.SOAK_SERVER === "dev" ? "dev" : "preview";
  console.log(`Starting the ${kind} server…`);
  // workerd prints each garbage collection of each isolate (HeapWatch reads them): the warm-up's end.
  const v8Flags = { MINIFLARE_WORKERD_V8_FLAGS: [process.env.MINIFLARE_WORKERD_V8_FLAGS, "--trace-gc"].filter(Boolean).join(" ") };
  const server =
    kind === "dev"
      ? await startDevServer(previewPort(4179), "bench-soak", v8Flags)
      : await startPreviewServer(previewPort(4179), "bench-soak", v8Flags, { shareBuildOf: process.env.SOAK_SHARE_BUILD || undefined });
  try {
    console.log(`Soaking ${server.baseUrl} for ${options.minutes} min…`);
    const result = await soak(server, options);
    console.log(soakTable(result));
    process.exitCode = result.flat ? 0 : 1;
  } finally {
    await server.stop();
  }
}
