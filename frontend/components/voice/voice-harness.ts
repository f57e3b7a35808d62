/**
 * Test helpers for voice input, shared by the tutor chat's and the review screen's tests: a fake
 * microphone and MediaRecorder, and a browser that recognises speech on the device.
 */
import { vi } from "vitest";
import { PERMISSION_CHECKED_KEY } from "../../lib/speech/microphone-permission";

/** A MediaRecorder that records a small webm clip. */
export class FakeMediaRecorder {
  static isTypeSupported = () => true;
  state: "inactive" | "recording" = "inactive";
  readonly mimeType: string;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;

  constructor(_stream: unknown, options?: { mimeType?: string }) {
    this.mimeType = options?.mimeType ?? "audio/webm";
  }

  start() {
    this.state = "recording";
  }

  stop() {
    this.state = "inactive";
    this.ondataavailable?.({ data: new Blob([new Uint8Array(64)], { type: this.mimeType }) });
    this.onstop?.();
  }
}

/**
 * The browser's microphone: `getUserMedia` answers a fake stream, or throws `failWith`; the
 * Permissions API says `permission`. The automatic request counts as already made unless asked.
 */
export function installMicrophone({ permission = "prompt", failWith, autoRequest = false }: { permission?: PermissionState; failWith?: string; autoRequest?: boolean } = {}) {
  const track = { stop: vi.fn() };
  const getUserMedia = vi.fn(async () => {
    if (failWith) throw new DOMException("refused", failWith);
    return { getTracks: () => [track] };
  });
  Object.defineProperty(navigator, "mediaDevices", { value: { getUserMedia }, configurable: true });
  Object.defineProperty(navigator, "permissions", { value: { query: vi.fn(async () => ({ state: permission })) }, configurable: true });
  vi.stubGlobal("MediaRecorder", FakeMediaRecorder);
  if (!autoRequest) localStorage.setItem(PERMISSION_CHECKED_KEY, "true");
  return { getUserMedia, track };
}

/** A browser that recognises speech on the device and hears `transcript` once stopped. */
export function installOnDeviceRecognition(transcript: string) {
  class Recognition {
    static available = vi.fn(async () => "available");
    lang = "";
    processLocally = false;
    interimResults = true;
    maxAlternatives = 5;
    onresult: ((event: { results: { transcript: string }[][] }) => void) | null = null;
    onerror = null;
    onend: (() => void) | null = null;
    start() {}
    stop() {
      this.onresult?.({ results: [[{ transcript }]] });
      this.onend?.();
    }
  }
  vi.stubGlobal("SpeechRecognition", Recognition);
  return Recognition;
}

/** Undoes what the helpers above installed, and a changed `navigator.onLine` (the chat harness's setOnline). */
export function restoreBrowser() {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
  for (const key of ["onLine", "mediaDevices", "permissions"]) Reflect.deleteProperty(navigator, key);
}
