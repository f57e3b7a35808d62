/** "How to enable": the steps to allow the microphone again, per browser. */
import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import type { ReactNode } from "react";

export const ENABLE_MICROPHONE_TEXT = {
  title: "Turn the microphone back on",
  description: "Your browser is blocking the microphone for Parlo. Here's how to allow it:",
  close: "Close",
  done: "Got it",
  browsers: [
    {
      name: "Chrome and Edge",
      steps: [
        "Click the icon at the left end of the address bar (a lock or sliders).",
        "Set Microphone to Allow (in Edge: Permissions for this site).",
        "Reload the page.",
      ],
    },
    {
      name: "Firefox",
      steps: [
        "Click the crossed-out microphone or the lock at the left end of the address bar.",
        "Clear “Blocked” next to Use the Microphone.",
        "Reload the page and choose Allow when asked.",
      ],
    },
    {
      name: "Safari",
      steps: [
        "On a Mac: Safari menu → Settings for This Website → Microphone → Allow.",
        "On iPhone or iPad: tap aA in the address bar → Website Settings → Microphone → Allow.",
        "Reload the page.",
      ],
    },
  ],
};

export function EnableMicrophoneDialog({ trigger }: { trigger: ReactNode }) {
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="lesson-overlay fixed inset-0 z-[60] bg-black/60" />
        <Dialog.Content className="card fixed left-1/2 top-1/2 z-[61] max-h-[90dvh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto p-6 shadow-2xl outline-none">
          <div className="flex items-start gap-3">
            <Dialog.Title className="min-w-0 flex-1 text-xl font-bold">{ENABLE_MICROPHONE_TEXT.title}</Dialog.Title>
            <Dialog.Close className="btn-ghost -mr-2 -mt-1 h-10 w-10 shrink-0 p-0" aria-label={ENABLE_MICROPHONE_TEXT.close}>
              <X size={18} aria-hidden />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 text-muted">{ENABLE_MICROPHONE_TEXT.description}</Dialog.Description>
          {ENABLE_MICROPHONE_TEXT.browsers.map((browser) => (
            <section key={browser.name} className="mt-5">
              <h3 className="font-semibold">{browser.name}</h3>
              <ol className="mt-1.5 list-decimal space-y-1 pl-5 text-sm leading-relaxed text-ink">
                {browser.steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </section>
          ))}
          <Dialog.Close className="btn-primary mt-6 w-full">{ENABLE_MICROPHONE_TEXT.done}</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
