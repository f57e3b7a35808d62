/**
 * Development only: the Worker answers the contact form with `previewUrl`, the dev-outbox page of
 * the mail the team received. A 10-second toast links to it (a new tab, so the form stays).
 */
import { ExternalLink } from "lucide-react";
import type { ToastInput } from "../../lib/toast";

export const PREVIEW_TOAST_MS = 10_000;

export const PREVIEW_TEXT = {
  title: "Development mail sent",
  before: "Open the ",
  link: "test mail preview",
  after: " to see what the team received.",
};

export function previewToast(url: string): ToastInput {
  return {
    title: PREVIEW_TEXT.title,
    duration: PREVIEW_TOAST_MS,
    description: (
      <>
        {PREVIEW_TEXT.before}
        <a href={url} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-semibold text-accent underline underline-offset-2">
          {PREVIEW_TEXT.link}
          <ExternalLink size={13} aria-hidden />
        </a>
        {PREVIEW_TEXT.after}
      </>
    ),
  };
}
