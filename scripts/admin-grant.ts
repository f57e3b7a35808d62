/**
 * npm run admin:grant -- EMAIL            makes the local account with that email an admin
 * npm run admin:grant -- EMAIL --remote   the same on the Cloudflare D1 database
 */
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import * as v from "valibot";
import { localStateDir } from "./local-state";

const args = process.argv.slice(2);
const remote = args.includes("--remote");
const parsed = v.safeParse(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email()), args.find((arg) => !arg.startsWith("--")));
if (!parsed.success) {
  console.error("usage: npm run admin:grant -- EMAIL [--remote]");
  process.exit(2);
}
const email = parsed.output;
const sql = "UPDATE users SET is_admin = 1 WHERE email = ? AND deleted_at IS NULL";

if (remote) {
  // The address passed valibot's email check, so it holds no quote to escape.
  execFileSync("npx", ["wrangler", "d1", "execute", "DB", "--remote", `--command=${sql.replace("?", `'${email}'`)}`], { stdio: "inherit" });
} else {
  const { getPlatformProxy } = await import("wrangler");
  const proxy = await getPlatformProxy<Env>({ remoteBindings: false, persist: { path: join(localStateDir(), "v3") } });
  try {
    const result = await proxy.env.DB.prepare(sql).bind(email).run();
    if (result.meta.changes === 0) {
      console.error(`No account with the email ${email}.`);
      process.exitCode = 1;
    } else {
      console.log(`${email} is now an admin.`);
    }
  } finally {
    await proxy.dispose();
  }
}
