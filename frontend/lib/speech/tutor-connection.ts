/**
 * Talking to the tutor: over the conversation's websocket (/ws/tutor/{lessonId}), where the reply
 * streams in word by word, falling back to POST /api/chat when the socket is down.
 */
import type { ChatMessage, ChatReply, TutorClientMessage, TutorServerMessage } from "../../../contract/wire";
import { apiUrl, send as post, rememberBookmark } from "../api";

export interface TurnHandlers {
  onDelta(text: string): void;
}

export function tutorSocketUrl(lessonId: string, location: Pick<Location, "protocol" | "host"> = window.location): string {
  return `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}${apiUrl("/ws/tutor/:lessonId", { lessonId })}`;
}

/** The frames the Worker sends before it closes a socket: the session ended (401) or the lesson locked (402). */
function endsTheSocket(data: string): boolean {
  try {
    const message = JSON.parse(data) as TutorServerMessage;
    return message.type === "error" && (message.status === 401 || message.status === 402);
  } catch {
    return false;
  }
}

export class TutorConnection {
  private socket: WebSocket | null = null;
  private opening: Promise<WebSocket | null> | null = null;

  constructor(private readonly lessonId: string) {}

  private open(): Promise<WebSocket | null> {
    if (this.socket?.readyState === WebSocket.OPEN) return Promise.resolve(this.socket);
    this.opening ??= new Promise<WebSocket | null>((resolve) => {
      const socket = new WebSocket(tutorSocketUrl(this.lessonId));
      const timer = setTimeout(() => resolve(null), 4000);
      socket.addEventListener("open", () => {
        clearTimeout(timer);
        this.socket = socket;
        resolve(socket);
      });
      socket.addEventListener("error", () => resolve(null));
      socket.addEventListener("close", () => {
        if (this.socket === socket) this.socket = null;
      });
      // Signed out or locked while idle (issue 29): the Worker says why, then closes. Through some
      // proxies the close of a socket that never carried a message is late, so the reason alone
      // retires the socket: the next turn opens a new one, and its refusal reaches the screen.
      socket.addEventListener("message", (event) => {
        if (endsTheSocket(String(event.data))) this.retire(socket);
      });
    }).finally(() => {
      this.opening = null;
    });
    return this.opening;
  }

  /** One turn: streams deltas when it can; always answers the whole reply. `tryIt`: the lesson's question the learner chose to try. */
  async send(text: string, history: ChatMessage[], handlers: TurnHandlers, tryIt?: string): Promise<ChatReply> {
    const socket = await this.open().catch(() => null);
    if (!socket) return this.sendOverHttp(text, history, tryIt);
    return new Promise<ChatReply>((resolve, reject) => {
      const onMessage = (event: MessageEvent) => {
        const message = JSON.parse(String(event.data)) as TutorServerMessage;
        if (message.type === "delta") return handlers.onDelta(message.text);
        socket.removeEventListener("message", onMessage);
        socket.removeEventListener("close", onClose);
        if (message.type === "reply") {
          const { type: _type, message: reply, bookmark, ...details } = message;
          rememberBookmark(bookmark);
          resolve({ ...details, response: reply.content });
        }
        else reject(new Error(message.message));
      };
      const onClose = () => {
        socket.removeEventListener("message", onMessage);
        // The socket dropped mid-turn: finish the turn over HTTP instead.
        this.sendOverHttp(text, history, tryIt).then(resolve, reject);
      };
      socket.addEventListener("message", onMessage);
      socket.addEventListener("close", onClose, { once: true });
      socket.send(JSON.stringify({ type: "message", text, ...(tryIt ? { tryIt } : {}) } satisfies TutorClientMessage));
    });
  }

  private sendOverHttp(text: string, history: ChatMessage[], tryIt?: string): Promise<ChatReply> {
    const conversation = [...history.map(({ role, content }) => ({ role, content })), { role: "user" as const, content: text }];
    return post("POST", apiUrl("/api/chat"), { lessonId: this.lessonId, conversation: conversation.slice(-50), ...(tryIt ? { tryIt } : {}) });
  }

  private retire(socket: WebSocket): void {
    if (this.socket === socket) this.socket = null;
    socket.close(1000, "Closed by the server");
  }

  close(): void {
    this.socket?.close(1000, "Leaving the lesson");
    this.socket = null;
  }
}
