/**
 * Microphone permission (docs/product/tutor.md): unknown, prompt, granted or denied. After 3 s in unknown or
 * prompt the product asks by itself, once: that it asked is remembered in local storage.
 */

export type MicrophonePermission = "unknown" | "prompt" | "granted" | "denied";

export const AUTO_REQUEST_DELAY_MS = 3000;
export const PERMISSION_CHECKED_KEY = "microphone-permission-checked";

export interface MicrophoneAccess {
  /** The Permissions API's view, or "unknown" where the browser cannot tell. */
  query(): Promise<MicrophonePermission>;
  /** Asks for the microphone (getUserMedia), closing the stream at once. */
  request(): Promise<MicrophonePermission>;
}

export const browserMicrophone: MicrophoneAccess = {
  async query() {
    try {
      const status = await navigator.permissions.query({ name: "microphone" as PermissionName });
      return status.state as MicrophonePermission;
    } catch {
      return "unknown";
    }
  },
  async request() {
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      stream.getTracks().forEach((track) => track.stop());
      return "granted";
    } catch (error) {
      return error instanceof DOMException && (error.name === "NotAllowedError" || error.name === "SecurityError") ? "denied" : "prompt";
    }
  },
};

/**
 * Watches the permission and makes the one automatic request. Answers a stop function.
 * `onChange` receives every new state, including the result of the automatic request.
 */
export function watchMicrophonePermission(
  access: MicrophoneAccess,
  onChange: (state: MicrophonePermission, automatic: boolean) => void,
  storage: Pick<Storage, "getItem" | "setItem"> = localStorage,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  void access.query().then((state) => {
    if (stopped) return;
    onChange(state, false);
    if ((state === "unknown" || state === "prompt") && !storage.getItem(PERMISSION_CHECKED_KEY)) {
      timer = setTimeout(async () => {
        storage.setItem(PERMISSION_CHECKED_KEY, "true");
        const result = await access.request();
        if (!stopped) onChange(result, true);
      }, AUTO_REQUEST_DELAY_MS);
    }
  });
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
