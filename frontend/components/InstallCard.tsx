/** The install card itself ("Install Parlo", "Not Now", "Install"), loaded once the browser offers installation (InstallPrompt.tsx). */
import { Download } from "lucide-react";

export const INSTALL_TEXT = {
  title: "Install Parlo",
  body: "Add Parlo to your home screen: it opens like an app and keeps the lessons you open for offline use.",
  notNow: "Not Now",
  install: "Install",
};

export function InstallCard({ onNotNow, onInstall }: { onNotNow: () => void; onInstall: () => void }) {
  return (
    <section aria-labelledby="install-title" className="card fixed bottom-4 left-4 right-4 z-40 mx-auto flex max-w-md items-start gap-3 p-4 shadow-xl sm:left-auto">
      <Download className="mt-0.5 shrink-0 text-accent" size={22} aria-hidden />
      <div className="flex-1">
        <h2 id="install-title" className="font-semibold">{INSTALL_TEXT.title}</h2>
        <p className="mt-1 text-sm text-muted">{INSTALL_TEXT.body}</p>
        <div className="mt-3 flex justify-end gap-2">
          <button type="button" className="btn-ghost py-2" onClick={onNotNow}>{INSTALL_TEXT.notNow}</button>
          <button type="button" className="btn-primary py-2" onClick={onInstall}>{INSTALL_TEXT.install}</button>
        </div>
      </div>
    </section>
  );
}
