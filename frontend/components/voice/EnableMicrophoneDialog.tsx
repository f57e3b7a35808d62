/** "How to enable": the steps to allow the microphone again, per browser. */
import type { ReactElement } from "react";
import { Dialog, DialogClose } from "../Dialog";

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

export function EnableMicrophoneDialog({ trigger }: { trigger: ReactElement }) {
  return (
    <Dialog
      trigger={trigger}
      title={ENABLE_MICROPHONE_TEXT.title}
      description={ENABLE_MICROPHONE_TEXT.description}
      descriptionClassName="mt-2 text-muted"
      closeLabel={ENABLE_MICROPHONE_TEXT.close}
      fullWidthDescription
      overlayClassName="lesson-overlay"
    >
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
      <DialogClose className="btn-primary mt-6 w-full">{ENABLE_MICROPHONE_TEXT.done}</DialogClose>
    </Dialog>
  );
}
