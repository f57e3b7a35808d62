/**
 * Development only: the Worker answers the contact form with `previewUrl`, the dev-outbox page of
 * the mail the team received. A 10-second toast links to it (a new tab, so the form stays).
 * Rendered as its own Radix toast because the shared toasts carry text only.
 */
import { ExternalLink, X } from "lucide-react";
import { Toast } from "radix-ui";

export const PREVIEW_TOAST_MS = 10_000;

export const PREVIEW_TEXT = {
  title: "Development mail sent",
  before: "Open the ",
  link: "test mail preview",
  after: " to see what the team received.",
  close: "Close",
};

export function PreviewToast({ url, onClose }: { url: string; onClose(): void }) {
  return (
    <Toast.Root
      duration={PREVIEW_TOAST_MS}
      onOpenChange={(open) => !open && onClose()}
      type="background"
      className="toast relative flex gap-3 overflow-hidden rounded-xl border border-line bg-raised p-4 pl-5 text-ink shadow-xl"
    >
      <span aria-hidden className="absolute inset-y-0 left-0 w-1.5 bg-accent" />
      <div className="min-w-0 flex-1">
        <Toast.Title className="font-semibold">{PREVIEW_TEXT.title}</Toast.Title>
        <Toast.Description className="mt-1 text-sm opacity-90">
          {PREVIEW_TEXT.before}
          <a href={url} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-semibold text-accent underline underline-offset-2">
            {PREVIEW_TEXT.link}
            <ExternalLink size={13} aria-hidden />
          </a>
          {PREVIEW_TEXT.after}
        </Toast.Description>
      </div>
      <Toast.Close aria-label={PREVIEW_TEXT.close} className="btn-ghost -m-2 h-8 w-8 p-0 text-current">
        <X size={16} aria-hidden />
      </Toast.Close>
    </Toast.Root>
  );
}
