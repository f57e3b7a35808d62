/** Debian's Chromium (never a downloaded browser), as the journeys, screenshots and benchmarks launch it. */
import { chromium, type Browser, type BrowserServer } from "playwright-core";

export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 800 };

const chromiumOptions = (extraFlags: string[]) => ({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: [...CHROMIUM_FLAGS, ...extraFlags] });

export function launchChromium(extraFlags: string[] = []): Promise<Browser> {
  return chromium.launch(chromiumOptions(extraFlags));
}

/** One Chromium that several processes connect to (the journeys' files, one after another). */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer(chromiumOptions([]));
}

/** A connection to a Chromium started by launchChromiumServer; closing it closes only its own contexts. */
export function connectToChromium(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}
