/** The mails Parlo sends, as text and as simple, inline-styled HTML that mail clients render. */
import type { Mail } from "./mailer";

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);

function layout(heading: string, paragraphs: string[], action: { label: string; url: string }, footnote: string): string {
  return `<!doctype html><html><body style="margin:0;background:#f5f5f4;font-family:system-ui,sans-serif;color:#1c1917">
<div style="max-width:520px;margin:32px auto;background:#fff;border-radius:16px;padding:32px">
<p style="margin:0 0 24px;font-weight:700;font-size:20px;color:#ea580c">Parlo</p>
<h1 style="font-size:22px;margin:0 0 16px">${escape(heading)}</h1>
${paragraphs.map((p) => `<p style="line-height:1.6;margin:0 0 16px">${escape(p)}</p>`).join("\n")}
<p style="margin:24px 0"><a href="${escape(action.url)}" style="background:#ea580c;color:#fff;padding:12px 20px;border-radius:10px;text-decoration:none;font-weight:600">${escape(action.label)}</a></p>
<p style="line-height:1.6;font-size:13px;color:#57534e;word-break:break-all">Or open this link: ${escape(action.url)}</p>
<p style="line-height:1.6;font-size:13px;color:#57534e">${escape(footnote)}</p>
</div></body></html>`;
}

export function verificationMail(to: string, username: string, url: string): Mail {
  const intro = `Hi ${username}, welcome to Parlo! Please confirm your email address to start learning.`;
  const footnote = "The link is valid for 24 hours. If you did not create a Parlo account, you can ignore this mail.";
  return {
    to,
    subject: "Verify your email for Parlo",
    text: `${intro}\n\nVerify your email: ${url}\n\n${footnote}\n`,
    html: layout("Verify your email", [intro], { label: "Verify my email", url }, footnote),
  };
}

export function passwordResetMail(to: string, username: string, url: string): Mail {
  const intro = `Hi ${username}, someone (hopefully you) asked to reset the password of your Parlo account.`;
  const footnote = "The link expires in 1 hour and works once. If you did not ask for this, ignore this mail: your password stays as it is.";
  return {
    to,
    subject: "Reset your Parlo password",
    text: `${intro}\n\nChoose a new password: ${url}\n\n${footnote}\n`,
    html: layout("Reset your password", [intro], { label: "Choose a new password", url }, footnote),
  };
}

export function contactMail(to: string, submission: { name: string; email: string; category: string; message: string }, adminUrl: string): Mail {
  const lines = [`From: ${submission.name} <${submission.email}>`, `Category: ${submission.category}`, "", submission.message];
  return {
    to,
    subject: `[Parlo contact] ${submission.category} from ${submission.name}`,
    text: `${lines.join("\n")}\n\nAnswer it and mark it resolved in the admin dashboard: ${adminUrl}\n`,
    html: layout(`${submission.category} from ${submission.name}`, [`From ${submission.name} <${submission.email}>`, submission.message], { label: "Open the admin dashboard", url: adminUrl }, "Reply to the sender by email, then resolve the submission."),
  };
}
