/**
 * Our Worker's own heap, read through the inspector that miniflare opens for the app's isolate
 * (`PARLO_INSPECTOR_PORT`, vite.config.ts): a full collection first (`HeapProfiler.collectGarbage`),
 * then the heap V8 still uses (`Runtime.getHeapUsage`). What survives a full collection is what the
 * app keeps: its modules, compiled code and every map it holds across requests. The inspector reaches
 * the app's isolate only; miniflare's own isolates (entry, assets, D1, R2, the trace collector…) are
 * not in this figure.
 */

export interface WorkerHeapReading {
  /** Used heap after the full collection, and the heap's size, in MB. */
  usedMb: number;
  totalMb: number;
}

interface Pending {
  resolve(result: unknown): void;
  reject(error: Error): void;
}

/** A connection to the app isolate's inspector, kept open through the soak. */
export class WorkerHeapProbe {
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  private constructor(private readonly socket: WebSocket) {
    socket.addEventListener("message", (event) => {
      const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown; error?: { message: string } };
      const waiting = message.id === undefined ? undefined : this.pending.get(message.id);
      if (!waiting) return;
      this.pending.delete(message.id!);
      if (message.error) waiting.reject(new Error(message.error.message));
      else waiting.resolve(message.result);
    });
    socket.addEventListener("close", () => {
      for (const waiting of this.pending.values()) waiting.reject(new Error("the inspector closed"));
      this.pending.clear();
    });
  }

  /** Connects to the app's isolate on the inspector at `port` (its first worker: the app). */
  static async connect(port: number): Promise<WorkerHeapProbe> {
    const targets = (await (await fetch(`http://127.0.0.1:${port}/json`)).json()) as { webSocketDebuggerUrl: string; title: string }[];
    const target = targets[0];
    if (!target) throw new Error(`the inspector on port ${port} lists no worker`);
    // Miniflare's inspector takes a local Origin only.
    const socket = new WebSocket(target.webSocketDebuggerUrl, { headers: { Origin: "http://localhost" } } as never);
    await new Promise<void>((resolve, reject) => {
      socket.addEventListener("open", () => resolve());
      socket.addEventListener("error", () => reject(new Error(`no inspector connection at ${target.webSocketDebuggerUrl}`)));
    });
    return new WorkerHeapProbe(socket);
  }

  private send(method: string, timeoutMs = 30_000): Promise<unknown> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`${method}: no answer in ${timeoutMs / 1000} s`));
      }, timeoutMs);
      this.pending.set(id, {
        resolve: (result) => (clearTimeout(timer), resolve(result)),
        reject: (error) => (clearTimeout(timer), reject(error)),
      });
      this.socket.send(JSON.stringify({ id, method }));
    });
  }

  /**
   * The app's heap after a full collection. workerd runs the collection the next time the isolate
   * is entered: under traffic at once; idle, `wake` sends it a request (the health check) to enter it.
   */
  async read(wake: () => Promise<unknown>): Promise<WorkerHeapReading> {
    const collected = this.send("HeapProfiler.collectGarbage");
    const settled = collected.then(
      () => true,
      () => true,
    );
    const second = () => new Promise<false>((resolve) => setTimeout(() => resolve(false), 1000));
    while (!(await Promise.race([settled, second()]))) await wake().catch(() => undefined);
    await collected;
    const usage = (await this.send("Runtime.getHeapUsage")) as { usedSize: number; totalSize: number };
    return { usedMb: usage.usedSize / 2 ** 20, totalMb: usage.totalSize / 2 ** 20 };
  }

  close(): void {
    this.socket.close();
  }
}
