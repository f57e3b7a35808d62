/**
 * The app's websocket to /ws (secure scheme on https). Reconnect policy from the spec: after any
 * close but a normal one (1000), retry up to 5 times, waiting 1000 ms × the attempt number; the
 * count starts again once a connection opens.
 */
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { LIVE_SOCKET } from "../../contract/constants";
import type { LiveClientMessage, LiveServerMessage } from "../../contract/wire";
import { apiUrl } from "./api";

export type LiveStatus = "disconnected" | "connecting" | "connected" | "error";

/** Milliseconds to wait before reconnect attempt `attempt` (1-based), or null to give up. */
export function reconnectDelay(closeCode: number, attempt: number): number | null {
  if (closeCode === LIVE_SOCKET.normalCloseCode) return null;
  if (attempt > LIVE_SOCKET.maxReconnects) return null;
  return LIVE_SOCKET.reconnectStepMs * attempt;
}

export function liveSocketUrl(location: Pick<Location, "protocol" | "host">): string {
  return `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}${apiUrl("/ws")}`;
}

interface LiveSocket {
  status: LiveStatus;
  lastMessage: LiveServerMessage | null;
  send(message: LiveClientMessage): boolean;
}

export function useLiveSocket(onOpen?: (send: LiveSocket["send"]) => void): LiveSocket {
  const [status, setStatus] = useState<LiveStatus>("disconnected");
  const [lastMessage, setLastMessage] = useState<LiveServerMessage | null>(null);
  const socketRef = useRef<WebSocket | null>(null);

  const send = (message: LiveClientMessage) => {
    const socket = socketRef.current;
    if (!socket || socket.readyState !== WebSocket.OPEN) return false;
    socket.send(JSON.stringify(message));
    return true;
  };
  const opened = useEffectEvent(() => onOpen?.(send));

  useEffect(() => {
    let attempts = 0;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let disposed = false;

    const connect = () => {
      setStatus("connecting");
      const socket = new WebSocket(liveSocketUrl(window.location));
      socketRef.current = socket;
      socket.onopen = () => {
        attempts = 0;
        setStatus("connected");
        opened();
      };
      socket.onmessage = (event) => {
        try {
          setLastMessage(JSON.parse(String(event.data)) as LiveServerMessage);
        } catch {
          setLastMessage({ type: "error", message: "Unreadable message from the server" });
        }
      };
      socket.onerror = () => setStatus("error");
      socket.onclose = (event) => {
        if (disposed) return;
        const delay = reconnectDelay(event.code, attempts + 1);
        setStatus((current) => (current === "error" ? "error" : "disconnected"));
        if (delay === null) return;
        attempts += 1;
        retryTimer = setTimeout(connect, delay);
      };
    };

    connect();
    return () => {
      disposed = true;
      clearTimeout(retryTimer);
      socketRef.current?.close(LIVE_SOCKET.normalCloseCode, "Leaving the page");
    };
  }, []);

  return { status, lastMessage, send };
}
