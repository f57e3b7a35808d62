/**
 * The contact form (docs/product/operations.md): name, email, category, message (at least 30 characters) and the
 * spam trap `company`, which people never see and so always send empty. Checked with the Worker's
 * own schema; after a success the form stays disabled so the same message is not sent twice.
 */
import { CheckCircle2, LoaderCircle, Send } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { CONTACT_CATEGORIES, CONTACT_MESSAGE_MAX_LENGTH, CONTACT_MESSAGE_MIN_LENGTH } from "../../../contract/constants";
import { ContactBody } from "../../../contract/schemas";
import { TextField } from "../../components/TextField";
import { apiUrl, send } from "../../lib/api";
import { useAuth } from "../../lib/auth";
import { checkForm } from "../../lib/form";
import { serverField, serverMessage, useFormSubmission } from "../../lib/use-form-submission";

export const CONTACT_FORM_TEXT = {
  title: "Send us a message",
  name: "Name",
  email: "Email",
  category: "Category",
  message: "Message",
  messageHint: `At least ${CONTACT_MESSAGE_MIN_LENGTH} characters.`,
  count: (length: number) => (length < CONTACT_MESSAGE_MIN_LENGTH ? `${length} / ${CONTACT_MESSAGE_MIN_LENGTH}` : `${length} characters`),
  company: "Company",
  submit: "Send message",
  pending: "Sending...",
  sentTitle: "Message sent",
  sent: "Thanks for writing in — a team member will respond at the email you provided.",
  failedTitle: "Error submitting form",
  failed: "Failed to submit contact form",
};

const FIELDS = ["name", "email", "category", "message", "company"] as const;

export function ContactForm({ onPreview }: { onPreview(url: string): void }) {
  const { user } = useAuth();
  const id = useId();
  const [message, setMessage] = useState("");
  const { pending, errors, setErrors, failure, setFailure, run } = useFormSubmission();
  const [sent, setSent] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending || sent) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const checked = checkForm(ContactBody, Object.fromEntries(FIELDS.map((name) => [name, data.get(name) ?? ""])));
    if (!checked.ok) {
      // Not `accept`: the failure of an earlier send stays up, beside what is left to fix.
      setErrors(checked.errors);
      // Take the writer to the first thing to fix (on a phone it may be off screen).
      const first = FIELDS.find((name) => checked.errors[name]);
      if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
      return;
    }
    setErrors({});
    setFailure(null);
    await run(
      async () => {
        const answer = await send("POST", apiUrl("/api/contact"), checked.value);
        // Said once, in the form's own status line (a toast too would announce it again).
        setSent(true);
        if (answer?.previewUrl) onPreview(answer.previewUrl);
      },
      (error) => {
        const reason = serverMessage(error, CONTACT_FORM_TEXT.failed);
        setFailure(reason);
        const field = serverField(error, FIELDS);
        if (field) setErrors({ [field]: reason });
      },
    );
  };

  const short = message.trim().length < CONTACT_MESSAGE_MIN_LENGTH;
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`} className="card p-5 sm:p-7">
      <h2 id={`${id}-title`} className="text-xl font-bold">{CONTACT_FORM_TEXT.title}</h2>
      <fieldset disabled={pending || sent} className="mt-5 grid min-w-0 gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={CONTACT_FORM_TEXT.name} name="name" autoComplete="name" maxLength={120} error={errors.name} />
          <TextField label={CONTACT_FORM_TEXT.email} name="email" type="email" autoComplete="email" defaultValue={user?.email ?? ""} error={errors.email} />
        </div>
        <div>
          <label htmlFor={`${id}-category`} className="mb-1.5 block text-sm font-medium">{CONTACT_FORM_TEXT.category}</label>
          <select
            id={`${id}-category`}
            name="category"
            className="field"
            defaultValue={CONTACT_CATEGORIES[0].value}
            aria-invalid={Boolean(errors.category)}
            aria-describedby={errors.category ? `${id}-category-error` : undefined}
          >
            {CONTACT_CATEGORIES.map(({ value, label }) => (
              <option key={value} value={value}>{label}</option>
            ))}
          </select>
          {errors.category && <p id={`${id}-category-error`} className="mt-1.5 text-sm text-danger">{errors.category}</p>}
        </div>
        <div>
          <label htmlFor={`${id}-message`} className="mb-1.5 block text-sm font-medium">{CONTACT_FORM_TEXT.message}</label>
          <textarea
            id={`${id}-message`}
            name="message"
            rows={6}
            className="field min-h-36 resize-y"
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            maxLength={CONTACT_MESSAGE_MAX_LENGTH}
            aria-invalid={Boolean(errors.message)}
            aria-describedby={errors.message ? `${id}-message-error` : `${id}-message-hint`}
          />
          <div className="mt-1.5 flex justify-between gap-3 text-sm">
            {errors.message ? (
              <p id={`${id}-message-error`} className="text-danger">{errors.message}</p>
            ) : (
              <p id={`${id}-message-hint`} className="text-muted">{CONTACT_FORM_TEXT.messageHint}</p>
            )}
            <span className={`shrink-0 tabular-nums ${short ? "text-muted" : "text-success"}`} aria-hidden>
              {CONTACT_FORM_TEXT.count(message.trim().length)}
            </span>
          </div>
        </div>
        {/* The spam trap: off screen, out of the tab order and hidden from assistive technology. */}
        <div aria-hidden className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
          <label htmlFor={`${id}-company`}>{CONTACT_FORM_TEXT.company}</label>
          <input id={`${id}-company`} name="company" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
      </fieldset>

      {failure && (
        <div role="alert" className="mt-5 rounded-xl border border-danger/50 bg-danger/10 px-4 py-3 text-sm">
          <p className="font-semibold text-danger">{CONTACT_FORM_TEXT.failedTitle}</p>
          <p className="mt-0.5">{failure}</p>
        </div>
      )}
      {sent && (
        <div role="status" className="mt-5 flex gap-3 rounded-xl border border-success/50 bg-success/10 px-4 py-3 text-sm">
          <CheckCircle2 size={20} className="shrink-0 text-success" aria-hidden />
          <div>
            <p className="font-semibold">{CONTACT_FORM_TEXT.sentTitle}</p>
            <p className="mt-0.5">{CONTACT_FORM_TEXT.sent}</p>
          </div>
        </div>
      )}
      <button type="submit" className="btn-primary mt-5 w-full sm:w-auto" disabled={pending || sent}>
        {pending ? <LoaderCircle size={18} className="animate-spin" aria-hidden /> : <Send size={18} aria-hidden />}
        {pending ? CONTACT_FORM_TEXT.pending : CONTACT_FORM_TEXT.submit}
      </button>
    </form>
  );
}
