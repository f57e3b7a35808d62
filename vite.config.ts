import { cloudflare } from "@cloudflare/vite-plugin";
import react from "@vitejs/plugin-react";
import UnoCSS from "unocss/vite";
import { defineConfig } from "vite";
import { flags } from "./scripts/flags-plugin.ts";
import { localStateDir } from "./scripts/local-state.ts";

/**
 * Local development (`npm run dev`) and the local preview build (`--mode offline`) run the Worker in
 * workerd with local D1/R2/Durable Objects, the offline tutor and the dev outbox. A plain
 * `vite build` (what `npm run deploy` ships) keeps the production [vars] of wrangler.toml.
 */
// Miniflare would otherwise fetch the `Request.cf` object from Cloudflare at every start.
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= "false";

/** OPENAI_* settings from the shell, for AI_PROVIDER=openai (e.g. a local Ollama). */
function openAiVars(): Record<string, string> {
  return Object.fromEntries(Object.entries(process.env).filter(([key, value]) => key.startsWith("OPENAI_") && value)) as Record<string, string>;
}

export default defineConfig(({ command, mode }) => {
  const local = command === "serve" || mode === "offline";
  return {
    plugins: [
      react(),
      UnoCSS(),
      flags(),
      cloudflare({
        remoteBindings: false,
        persistState: { path: localStateDir() },
        inspectorPort: false,
        config: local
          ? {
              vars: {
                ENVIRONMENT: "development",
                // offline unless a developer points the tutor at a local OpenAI-compatible server.
                AI_PROVIDER: process.env.AI_PROVIDER ?? "offline",
                APP_ORIGIN: process.env.APP_ORIGIN ?? "http://localhost:5173",
                ADMIN_EMAILS: "admin@example.com",
                ...openAiVars(),
              },
            }
          : undefined,
      }),
    ],
    server: { port: Number(process.env.PORT ?? 5173), strictPort: true },
    preview: { port: Number(process.env.PORT ?? 4173), strictPort: true },
    build: { sourcemap: true },
  };
});
