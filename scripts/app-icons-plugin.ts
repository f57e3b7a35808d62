/**
 * The installable app's icons and its two web manifests (dark and light, docs/product/operations.md), all made
 * from one source image (public/favicon.svg) with sharp: served in development, emitted on build.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import type { Plugin } from "vite";
import { THEME_COLORS } from "../contract/constants.ts";

const SOURCE = join(import.meta.dirname, "..", "public", "favicon.svg");
const BRAND = "#f97316";

interface Icon {
  file: string;
  size: number;
  /** Maskable icons fill the whole square; launchers crop them to their own shape. */
  purpose: "any" | "maskable" | "apple";
}

export const ICONS: Icon[] = [
  { file: "icons/icon-64.png", size: 64, purpose: "any" },
  { file: "icons/icon-192.png", size: 192, purpose: "any" },
  { file: "icons/icon-512.png", size: 512, purpose: "any" },
  { file: "icons/maskable-512.png", size: 512, purpose: "maskable" },
  { file: "icons/apple-touch-icon-180.png", size: 180, purpose: "apple" },
];

async function render(icon: Icon): Promise<Buffer> {
  const svg = readFileSync(SOURCE);
  if (icon.purpose === "any") return sharp(svg, { density: 384 }).resize(icon.size, icon.size).png().toBuffer();
  // Maskable and Apple icons: the logo inside the safe zone on a full-bleed brand square.
  const inner = Math.round(icon.size * (icon.purpose === "maskable" ? 0.72 : 0.86));
  const logo = await sharp(svg, { density: 384 }).resize(inner, inner).png().toBuffer();
  return sharp({ create: { width: icon.size, height: icon.size, channels: 4, background: BRAND } })
    .composite([{ input: logo, gravity: "center" }])
    .png()
    .toBuffer();
}

export function manifest(theme: keyof typeof THEME_COLORS): string {
  return JSON.stringify(
    {
      name: "Parlo",
      short_name: "Parlo",
      description: "Learn languages the smart way, with an AI tutor for every lesson.",
      id: "/",
      start_url: "/languages",
      scope: "/",
      display: "standalone",
      background_color: THEME_COLORS[theme],
      theme_color: THEME_COLORS[theme],
      icons: ICONS.filter((icon) => icon.purpose !== "apple").map((icon) => ({
        src: `/${icon.file}`,
        sizes: `${icon.size}x${icon.size}`,
        type: "image/png",
        purpose: icon.purpose,
      })),
    },
    null,
    2,
  );
}

const SERVED = new Set([...ICONS.map((icon) => icon.file), "manifest-dark.webmanifest", "manifest-light.webmanifest"]);

let files: Promise<Map<string, Buffer | string>> | undefined;
function appFiles(): Promise<Map<string, Buffer | string>> {
  files ??= Promise.all(ICONS.map(async (icon) => [icon.file, await render(icon)] as const)).then(
    (icons) =>
      new Map<string, Buffer | string>([
        ...icons,
        ["manifest-dark.webmanifest", manifest("dark")],
        ["manifest-light.webmanifest", manifest("light")],
      ]),
  );
  return files;
}

export function appIcons(): Plugin {
  return {
    name: "parlo-app-icons",
    configureServer(server) {
      // Connect does not await a handler: a failure to make the icons goes to next(), not nowhere.
      // Any other address goes on at once, outside the promise: a throw further down then reaches
      // connect's own handling instead of becoming an unhandled rejection that ends the server.
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split("?")[0]?.slice(1) ?? "";
        if (!SERVED.has(path)) return next();
        appFiles().then((icons) => {
          res.setHeader("Content-Type", path.endsWith(".png") ? "image/png" : "application/manifest+json");
          res.end(icons.get(path));
        }, next);
      });
    },
    async generateBundle() {
      if (this.environment && this.environment.name !== "client") return;
      for (const [fileName, source] of await appFiles()) this.emitFile({ type: "asset", fileName, source });
    },
  };
}
