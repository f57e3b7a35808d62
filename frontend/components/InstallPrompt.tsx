/**
 * The install card ("Install Parlo", "Not Now", "Install"): shown only when the browser offers
 * installation, hidden after either choice, and never inside the installed app.
 */
import { Download } from "lucide-react";
import { useEffect, useState } from "react";

export const INSTALL_TEXT = {
  title: "Install Parlo",
  body: "Add Parlo to your home screen: it opens like an app and keeps the lessons you open for offline use.",
  notNow: "Not Now",
  install: "Install",
};

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

export function runningInstalled(): boolean {
  return window.matchMedia?.("(display-mode: standalone)").matches || (navigator as { standalone?: boolean }).standalone === true;
}

export function InstallPrompt() {
  const [offer, setOffer] = useState<BeforeInstallPromptEvent | null>(null);

  useEffect(() => {
    if (runningInstalled()) return;
    const onOffer = (event: Event) => {
      event.preventDefault(); // show our card instead of the browser's mini-bar
      setOffer(event as BeforeInstallPromptEvent);
    };
    const onInstalled = () => setOffer(null);
    window.addEventListener("beforeinstallprompt", onOffer);
    window.addEventListener("appinstalled", onInstalled);
    return () => {
      window.removeEventListener("beforeinstallprompt", onOffer);
      window.removeEventListener("appinstalled", onInstalled);
    };
  }, []);

  if (!offer) return null;
  const install = async () => {
    setOffer(null);
    await offer.prompt();
    await offer.userChoice.catch(() => undefined);
  };
  return (
    <section aria-labelledby="install-title" className="card fixed bottom-4 left-4 right-4 z-40 mx-auto flex max-w-md items-start gap-3 p-4 shadow-xl sm:left-auto">
      <Download className="mt-0.5 shrink-0 text-accent" size={22} aria-hidden />
      <div className="flex-1">
        <h2 id="install-title" className="font-semibold">{INSTALL_TEXT.title}</h2>
        <p className="mt-1 text-sm text-muted">{INSTALL_TEXT.body}</p>
        <div className="mt-3 flex justify-end gap-2">
          <button type="button" className="btn-ghost py-2" onClick={() => setOffer(null)}>{INSTALL_TEXT.notNow}</button>
          <button type="button" className="btn-primary py-2" onClick={install}>{INSTALL_TEXT.install}</button>
        </div>
      </div>
    </section>
  );
}
