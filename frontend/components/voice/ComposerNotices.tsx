/**
 * The lines just above the input: offline, the red "Microphone access denied" alert with "How to
 * enable", the microphone failure, spoken answers needing on-device recognition, reset failure.
 */
import { CircleAlert, MicOff, WifiOff, X } from "lucide-react";
import type { ReactNode } from "react";
import { EnableMicrophoneDialog } from "./EnableMicrophoneDialog";

export const COMPOSER_NOTICES_TEXT = {
  offline: "The tutor needs an internet connection. Sending is paused until you're back online; your conversation and notes stay readable.",
  micDenied: "Microphone access denied",
  micDeniedBody: "You can still type your answers.",
  howToEnable: "How to enable",
  dismiss: "Dismiss",
};

function Notice({ tone, icon, children, onDismiss, role }: { tone: "info" | "error"; icon: ReactNode; children: ReactNode; onDismiss?(): void; role: "status" | "alert" }) {
  return (
    <div
      role={role}
      className={`mb-2 flex items-start gap-2.5 rounded-xl border px-3 py-2 text-sm ${
        tone === "error" ? "border-danger/50 bg-danger/10 text-ink" : "border-line bg-surface text-ink"
      }`}
    >
      <span className={`mt-0.5 shrink-0 ${tone === "error" ? "text-danger" : "text-accent"}`}>{icon}</span>
      <div className="min-w-0 flex-1">{children}</div>
      {onDismiss && (
        <button type="button" onClick={onDismiss} aria-label={COMPOSER_NOTICES_TEXT.dismiss} className="btn-ghost -my-1 -mr-2 h-8 w-8 shrink-0 p-0">
          <X size={16} aria-hidden />
        </button>
      )}
    </div>
  );
}

export function OfflineNotice() {
  return (
    <Notice role="status" tone="info" icon={<WifiOff size={16} aria-hidden />}>
      {COMPOSER_NOTICES_TEXT.offline}
    </Notice>
  );
}

export function MicrophoneDeniedAlert({ onDismiss }: { onDismiss(): void }) {
  return (
    <Notice role="alert" tone="error" icon={<MicOff size={16} aria-hidden />} onDismiss={onDismiss}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span>
          <strong className="font-semibold text-danger">{COMPOSER_NOTICES_TEXT.micDenied}</strong>
          <span className="text-muted"> · {COMPOSER_NOTICES_TEXT.micDeniedBody}</span>
        </span>
        <EnableMicrophoneDialog
          trigger={
            <button type="button" className="font-semibold text-ink underline underline-offset-2 hover:text-accent">
              {COMPOSER_NOTICES_TEXT.howToEnable}
            </button>
          }
        />
      </div>
    </Notice>
  );
}

/** A failure the learner should read (role alert), dismissible. */
export function ErrorNotice({ message, onDismiss }: { message: string; onDismiss(): void }) {
  return (
    <Notice role="alert" tone="error" icon={<CircleAlert size={16} aria-hidden />} onDismiss={onDismiss}>
      {message}
    </Notice>
  );
}

/** Something to know that is not a failure (spoken answers unavailable here). */
export function InfoNotice({ message, onDismiss }: { message: string; onDismiss(): void }) {
  return (
    <Notice role="status" tone="info" icon={<CircleAlert size={16} aria-hidden />} onDismiss={onDismiss}>
      {message}
    </Notice>
  );
}
