/**
 * Runs in `npm run deploy` after the build and before anything reaches Cloudflare: reads the
 * configuration `wrangler deploy` would upload (through the build's redirect, as wrangler does) and
 * refuses unless its ENVIRONMENT is production. A development build (`npm run preview`) carries the
 * offline tutor, the demo admin address and the dev outbox, none of which may go live.
 */
import { relative } from "node:path";
import { unstable_readConfig } from "wrangler";

const config = unstable_readConfig({}, { useRedirectIfAvailable: true, hideWarnings: true });
const { ENVIRONMENT, AI_PROVIDER, ADMIN_EMAILS } = config.vars ?? {};
const source = relative(process.cwd(), config.configPath ?? "wrangler.toml");

if (ENVIRONMENT !== "production") {
  console.error(
    `Refusing to deploy ${source}: it is a build with ENVIRONMENT=${String(ENVIRONMENT)} ` +
      `(AI_PROVIDER=${String(AI_PROVIDER)}, ADMIN_EMAILS=${String(ADMIN_EMAILS)}). ` +
      "Deploy with `npm run deploy`, which makes a production build first.",
  );
  process.exit(1);
}
console.log(`deploy guard: ${source} is a production build`);
