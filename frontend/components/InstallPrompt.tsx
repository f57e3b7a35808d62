/**
 * The install card: shown only when the browser offers installation, hidden after either choice,
 * and never inside the installed app. The listener is here, with the app; the card's code
 * (InstallCard.tsx) is fetched only when the browser makes the offer, which most visits never see.
 */
import { lazy, Suspense, useEffect, useState } from "react";

const InstallCard = lazy(() => import("./InstallCard").then((module) => ({ default: module.InstallCard })));

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
    <Suspense fallback={null}>
      <InstallCard onNotNow={() => setOffer(null)} onInstall={() => void install()} />
    </Suspense>
  );
}
