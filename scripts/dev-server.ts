/**
 * Starts `npm run dev` on its own port with its own fresh local data, for the journeys and the
 * benchmarks, and stops it again. Waits until the API answers and the app page has been built once.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";

export interface DevServer {
  baseUrl: string;
  /** The npm process that started the server (its group leader): workerd runs beneath it (bench/soak.ts reads its memory). */
  pid: number;
  /** Stops the server; resolves once it has exited and its port is free again. */
  stop(): Promise<void>;
  /** What the server has printed so far (bench/soak.ts reads workerd's `--trace-gc` lines from it). */
  output(): string;
}

/**
 * The port for a preview server: PREVIEW_PORT when set (one port of one's own, beside other
 * checkouts; the users of it then run one after another), else the caller's default.
 */
export function previewPort(defaultPort: number): number {
  return Number(process.env.PREVIEW_PORT ?? defaultPort);
}

/**
 * How long a server may take to build and answer. A busy machine builds slowly (a preview build
 * alone took two minutes on a loaded CI machine): five minutes by default, SERVER_START_TIMEOUT_MS for more.
 */
export const SERVER_START_MS = Number(process.env.SERVER_START_TIMEOUT_MS ?? 300_000);

export function startDevServer(port: number, name: string, extraEnv: Record<string, string> = {}): Promise<DevServer> {
  return startServer("dev", port, name, extraEnv);
}

/** The built app (`npm run preview`: a local build served by workerd), with the service worker. */
export function startPreviewServer(port: number, name: string, extraEnv: Record<string, string> = {}, options: PreviewOptions = {}): Promise<DevServer> {
  return startServer("preview", port, name, extraEnv, options);
}

export interface PreviewOptions {
  /**
   * A name for one run of several preview servers (the journeys): the first of them builds the app,
   * the others serve that build. The build is the same for every port (in development the Worker
   * takes its origin from the address it is reached at), and each build took a minute or more.
   */
  shareBuildOf?: string;
}

/** Vitest sets NODE_ENV=test; a build under it would be a development build without the service worker. */
function childEnvironment(extra: Record<string, string>): NodeJS.ProcessEnv {
  const { NODE_ENV: _testMode, ...inherited } = process.env;
  return { ...inherited, ...extra };
}

/** `npm run preview`, or only its serving half when this run's build is already there. */
async function previewScript(options: PreviewOptions): Promise<string> {
  if (!options.shareBuildOf) return "preview";
  const built = resolve(".tmp", `preview-build-${options.shareBuildOf}`);
  if (existsSync(built)) return "preview:serve";
  mkdirSync(resolve(".tmp"), { recursive: true });
  // Journeys running side by side may ask at once: the one that makes the lock builds, the others wait.
  try {
    mkdirSync(`${built}.building`);
  } catch {
    await builtByAnother(built);
    return "preview:serve";
  }
  const build = spawn("npx", ["vite", "build", "--mode", "offline"], { env: childEnvironment({}), stdio: ["ignore", "ignore", "pipe"] });
  let errors = "";
  build.stderr!.on("data", (chunk) => (errors += chunk));
  const code = await new Promise<number | null>((done) => build.once("exit", done));
  if (code !== 0) {
    writeFileSync(`${built}.failed`, errors);
    throw new Error(`the preview build failed:\n${errors}`);
  }
  writeFileSync(built, "");
  return "preview:serve";
}

async function builtByAnother(built: string): Promise<void> {
  const deadline = Date.now() + SERVER_START_MS;
  while (!existsSync(built)) {
    if (existsSync(`${built}.failed`)) throw new Error(`the preview build failed:\n${readFileSync(`${built}.failed`, "utf8")}`);
    if (Date.now() > deadline) throw new Error(`the preview build of another journey did not finish within ${SERVER_START_MS / 1000} s`);
    await new Promise((done) => setTimeout(done, 1000));
  }
}

/**
 * Where a started server keeps its local data: SERVER_STATE_ROOT when set (the journeys put it in
 * memory, /dev/shm, where SQLite's syncs cost nothing), else `.tmp` in the checkout.
 */
export function serverStateDir(name: string): string {
  return resolve(process.env.SERVER_STATE_ROOT ?? ".tmp", name);
}

async function startServer(kind: "dev" | "preview", port: number, name: string, extraEnv: Record<string, string>, options: PreviewOptions = {}): Promise<DevServer> {
  const script = kind === "dev" ? "dev" : await previewScript(options);
  const stateDir = serverStateDir(name);
  rmSync(stateDir, { recursive: true, force: true });
  const baseUrl = `http://localhost:${port}`;
  // Another server on the port would answer in this one's place (Vite itself would move to the next port).
  if (await fetch(`${baseUrl}/api/health`).then(() => true, () => false)) throw new Error(`port ${port} is taken by another server`);
  let log = "";
  const server = spawn("npm", ["run", script], {
    env: childEnvironment({ PARLO_STATE_DIR: stateDir, PORT: String(port), APP_ORIGIN: baseUrl, BROWSER: "none", ...extraEnv }),
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  server.stdout!.on("data", (chunk) => (log += chunk));
  server.stderr!.on("data", (chunk) => (log += chunk));
  const exited = new Promise<void>((done) => server.once("exit", () => done()));
  const stop = async () => {
    try {
      if (server.pid) process.kill(-server.pid, "SIGTERM");
    } catch {
      // already gone
    }
    await exited;
  };

  const startMs = SERVER_START_MS;
  const deadline = Date.now() + startMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited early:\n${log}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) {
        await fetch(`${baseUrl}/`);
        return { baseUrl, pid: server.pid!, stop, output: () => log };
      }
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  await stop();
  throw new Error(`the server did not answer within ${startMs / 1000} s:\n${log}`);
}
