/** /health: the API check, the websocket round trip and what this browser is. */
import { useEffect, useState } from "react";
import { LIVE_SOCKET } from "../../contract/constants";
import type { Health } from "../../contract/wire";
import { apiUrl } from "../lib/api";
import { useLiveSocket, type LiveStatus } from "../lib/live-socket";
import { pageTitle } from "../../contract/page-titles";

export const HEALTH_TEXT = {
  pageTitle: pageTitle("System Health"),
  title: "System Health",
  api: "API",
  socket: "WebSocket",
  frontend: "Frontend",
  checking: "Checking...",
  lastMessage: "Last server message",
  none: "None yet",
  languages: "Languages available",
  httpError: (status: number) => `Error: HTTP ${status}`,
  connectionFailed: "Connection failed",
};

type ApiCheck = { state: "checking" } | { state: "ok"; health: Health } | { state: "failed"; message: string };

const STATUS_STYLE: Record<LiveStatus, string> = {
  connected: "bg-success/15 text-ink ring-1 ring-success/60",
  connecting: "bg-accent/15 text-ink ring-1 ring-accent/60",
  disconnected: "bg-raised text-muted",
  error: "bg-danger/15 text-ink ring-1 ring-danger/60",
};

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-2 border-b border-line py-3 last:border-0">
      <dt className="text-muted">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

export default function HealthPage() {
  const [api, setApi] = useState<ApiCheck>({ state: "checking" });
  const [now, setNow] = useState(() => new Date());
  const live = useLiveSocket((send) => {
    setTimeout(() => send({ type: "ping", timestamp: Date.now() }), LIVE_SOCKET.firstPingDelayMs);
  });

  useEffect(() => {
    fetch(apiUrl("/api/health"), { credentials: "include" })
      .then(async (response) => {
        if (!response.ok) return setApi({ state: "failed", message: HEALTH_TEXT.httpError(response.status) });
        setApi({ state: "ok", health: (await response.json()) as Health });
      })
      .catch(() => setApi({ state: "failed", message: HEALTH_TEXT.connectionFailed }));
    const clock = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(clock);
  }, []);

  return (
    <div className="page max-w-3xl py-10">
      <title>{HEALTH_TEXT.pageTitle}</title>
      <h1 className="text-3xl font-extrabold tracking-tight">{HEALTH_TEXT.title}</h1>
      <div className="mt-8 grid gap-4">
        <section className="card p-5" aria-labelledby="health-api">
          <h2 id="health-api" className="text-lg font-semibold">{HEALTH_TEXT.api}</h2>
          <dl className="mt-2" data-testid="health-api">
            {api.state === "checking" && <Row label="Status">{HEALTH_TEXT.checking}</Row>}
            {api.state === "failed" && <Row label="Status"><span className="text-danger">{api.message}</span></Row>}
            {api.state === "ok" && (
              <>
                <Row label="Status"><span className="text-success">{api.health.status}</span></Row>
                <Row label="Database">{api.health.database}</Row>
                <Row label={HEALTH_TEXT.languages}>{api.health.languages}</Row>
                <Row label="Version">{api.health.version}</Row>
              </>
            )}
          </dl>
        </section>
        <section className="card p-5" aria-labelledby="health-socket">
          <h2 id="health-socket" className="text-lg font-semibold">{HEALTH_TEXT.socket}</h2>
          <dl className="mt-2">
            <Row label="Status">
              <span data-testid="socket-status" className={`rounded-full px-3 py-0.5 text-sm ${STATUS_STYLE[live.status]}`}>{live.status}</span>
            </Row>
            <Row label={HEALTH_TEXT.lastMessage}>
              <code data-testid="socket-last-message" className="break-all text-sm">
                {live.lastMessage ? JSON.stringify(live.lastMessage) : HEALTH_TEXT.none}
              </code>
            </Row>
          </dl>
        </section>
        <section className="card p-5" aria-labelledby="health-frontend">
          <h2 id="health-frontend" className="text-lg font-semibold">{HEALTH_TEXT.frontend}</h2>
          <dl className="mt-2">
            <Row label="Time">{now.toLocaleString()}</Row>
            <Row label="Browser"><span className="break-all text-sm">{navigator.userAgent}</span></Row>
            <Row label="Online">{navigator.onLine ? "Yes" : "No"}</Row>
          </dl>
        </section>
      </div>
    </div>
  );
}
