/** Every account route under /api, one module per flow. */
import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { accountRoutes } from "./account";
import { googleRoutes } from "./google";
import { recoveryRoutes } from "./recovery";
import { registrationRoutes } from "./registration";
import { signInRoutes } from "./sign-in";
import { verificationRoutes } from "./verification";

export const authRoutes = new Hono<AppEnv>()
  .route("/", signInRoutes)
  .route("/", registrationRoutes)
  .route("/", verificationRoutes)
  .route("/", recoveryRoutes)
  .route("/", accountRoutes)
  .route("/", googleRoutes);
