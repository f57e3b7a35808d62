/**
 * The soak's traffic: virtual learners, each at its own address (`cf-connecting-ip`, which the
 * development Worker takes as the client's), one step at a time: sign-ups (a new account each, at a
 * new address), sign-ins (the demo accounts), the language list, lesson indexes and lessons in every
 * course, progress posts, the review queue and review answers, and tutor turns over the lesson's
 * websocket. Refusals (429 past a limit, 404 for a card that is not there) are traffic too; they are
 * counted, not errors.
 */
import type { SoakOptions } from "./options";
import { CookieJar } from "../cookie-jar";
import { LANGUAGE_CODES } from "../../contract/languages";

/** What the learners' requests got back. */
export interface Tally {
  requests: number;
  byStatus: Map<number, number>;
  /** "POST /api/progress/lesson/:id 200" → count: which route answered what. */
  byRoute: Map<string, number>;
  turns: number;
  failures: number;
}

export function newTally(): Tally {
  return { requests: 0, byStatus: new Map(), byRoute: new Map(), turns: 0, failures: 0 };
}

const LANGUAGES = LANGUAGE_CODES;
/** Lessons read in each language (the first 20). */
const LESSONS = 20;
/**
 * The steps after which a learner has read every lesson the soak reads: its languages (7) and lessons
 * (20) come round together every 140 steps, and its 5 moves (`Learner.next`) divide that. Every learner
 * takes the same steps, so after one round each the Worker has been sent every lesson, index and kind
 * of request the soak sends; the rest of the run repeats them.
 */
export const ROUND_STEPS = LANGUAGES.length * LESSONS;

const TIME_ZONES = ["Europe/Berlin", "America/New_York", "Asia/Kolkata", "Asia/Tokyo", "UTC", "Australia/Sydney"];
const DEMO = [
  { username: "learner", password: "learner-pass-2026" },
  { username: "premium", password: "premium-pass-2026" },
];

export class Learner {
  private readonly cookies = new CookieJar();
  private step = 0;

  constructor(
    private readonly baseUrl: string,
    private readonly index: number,
    private readonly tally: Tally,
    private readonly runId: string,
    private readonly options: Pick<SoakOptions, "tutor" | "signUps"> = { tutor: true, signUps: true },
  ) {}

  /** The steps taken so far. */
  get steps(): number {
    return this.step;
  }

  private get address(): string {
    return `198.51.100.${(this.index % 250) + 1}`;
  }

  /** One request; answers its status and body text (null when it failed). */
  async call(method: string, path: string, body?: unknown, address = this.address): Promise<{ status: number; text: string } | null> {
    try {
      const response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: {
          Origin: this.baseUrl,
          "cf-connecting-ip": address,
          ...(this.cookies.size ? { Cookie: this.cookies.header() } : {}),
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      this.cookies.keep(response);
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
    const lesson = `${language}-lesson${String((this.step % LESSONS) + 1).padStart(2, "0")}`;
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
      const socket = new WebSocket(url, { headers: { Origin: this.baseUrl, Cookie: this.cookies.header(), "cf-connecting-ip": this.address } } as never);
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
