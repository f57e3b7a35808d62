/**
 * Runs in `npm run deploy` after the build and before anything reaches Cloudflare: reads the
 * configuration `wrangler deploy --config dist/parlo/wrangler.json` will upload and refuses unless
 * its ENVIRONMENT is production. A development build (`npm run preview`) carries the offline tutor,
 * the demo admin address and the dev outbox, none of which may go live. No build leaves wrangler a
 * redirect (scripts/preview-build-plugin.ts), so only this path deploys.
 */
import { existsSync } from "node:fs";
import { relative } from "node:path";
import { unstable_readConfig } from "wrangler";
import { PRODUCTION_BUILD_CONFIG } from "./preview-build-plugin";

if (!existsSync(PRODUCTION_BUILD_CONFIG)) {
  console.error(`Refusing to deploy: there is no production build (${PRODUCTION_BUILD_CONFIG}). Deploy with \`npm run deploy\`.`);
  process.exit(1);
}
const config = unstable_readConfig({ config: PRODUCTION_BUILD_CONFIG }, { hideWarnings: true });
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
