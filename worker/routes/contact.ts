/** POST /api/contact: a message to the team, stored for the admin dashboard and mailed to the team. */
import { Hono } from "hono";
import { CONTACT_EMAIL } from "../../contract/constants";
import { ContactBody } from "../../contract/schemas";
import type { ContactResponse } from "../../contract/wire";
import { isDevelopment, type AppEnv } from "../app-env";
import { appUrl } from "../auth/accounts";
import { limitByIp, type Limit } from "../auth/rate-limit";
import { contactSubmissions } from "../db/schema";
import { jsonBody } from "../http/validate";
import { mailerFor } from "../mail/mailer";
import { contactMail } from "../mail/templates";

export const CONTACT_THANKS = "Thanks for writing in — a team member will respond at the email you provided.";
const CONTACT_LIMIT: Limit = { name: "contact", max: 5, windowSeconds: 60 * 60 };

export const contactRoutes = new Hono<AppEnv>().post("/", limitByIp(CONTACT_LIMIT), jsonBody(ContactBody), async (c) => {
  const { company, ...submission } = c.var.body;
  // A filled spam trap gets the same thanks, and nothing is stored or sent.
  if (company.trim()) return c.json<ContactResponse>({ message: CONTACT_THANKS });

  await c.var.db.insert(contactSubmissions).values(submission);
  const mailed = await mailerFor(c.env)
    .send(contactMail(CONTACT_EMAIL, submission, appUrl(c.env, "/admin")))
    .catch((error: unknown) => {
      // Stored is what matters: the team sees it in the dashboard even if the mail failed.
      console.error("contact mail could not be sent", error);
      return {} as { outboxId?: number };
    });
  const answer: ContactResponse = { message: CONTACT_THANKS };
  if (isDevelopment(c.env) && mailed.outboxId) answer.previewUrl = appUrl(c.env, `/api/dev/outbox/${mailed.outboxId}`);
  return c.json(answer, 201);
});
