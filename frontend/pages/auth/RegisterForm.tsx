/**
 * The Register tab: username, email and the password twice, checked with the Worker's schema
 * (the confirmation never leaves the browser). A new account that must verify its email goes to the
 * verify page after a second, long enough to read the toast; one that needs no verification is
 * signed in and goes home.
 */
import { useEffect, useRef, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { RegisterForm as RegisterFormSchema } from "../../../contract/schemas";
import { FormFailure } from "../../components/FormFailure";
import { NewPasswordFields } from "../../components/NewPasswordFields";
import { TextField } from "../../components/TextField";
import { ApiRequestError, apiUrl, send } from "../../lib/api";
import { useAuth } from "../../lib/auth";
import { checkForm, type FieldErrors } from "../../lib/form";
import { useToast } from "../../lib/toast";
import { serverField, useFormSubmission } from "../../lib/use-form-submission";
import { rememberPendingEmail } from "../../lib/verification-state";
import { GoogleButton } from "./GoogleButton";

export const REGISTER_TEXT = {
  username: "Username",
  email: "Email",
  password: "Password",
  confirmPassword: "Confirm Password",
  submit: "Register",
  pending: "Registering...",
  google: "Sign up with Google",
  usernameTaken: "This username is already taken. Please try another one.",
  emailTaken: "An account with this email already exists. Try logging in instead.",
  failed: "Could not create your account. Please check your information and try again.",
  createdTitle: "Account created",
  createdBody: "We've emailed you a verification link.",
  agreement: { before: "By registering you accept the ", terms: "Terms", and: " and the ", privacy: "Privacy notice", after: "." },
};

/** docs/product/accounts.md: the pause between a registration that needs verification and the verify page. */
export const VERIFY_REDIRECT_DELAY_MS = 1000;

const FIELDS = ["username", "email", "password", "confirmPassword"] as const;

/** docs/product/accounts.md: the two known conflicts by name, anything else in general words. */
export function registerFailureMessage(error: unknown): string {
  if (error instanceof ApiRequestError) {
    if (/username already exists/i.test(error.message)) return REGISTER_TEXT.usernameTaken;
    if (/email already exists/i.test(error.message)) return REGISTER_TEXT.emailTaken;
  }
  return REGISTER_TEXT.failed;
}

/** A problem only the server can see (a too-common password) is also shown on its field. */
function serverFieldError(error: unknown): FieldErrors {
  if (!(error instanceof ApiRequestError) || error.status !== 400) return {};
  const field = serverField(error, FIELDS);
  return field ? { [field]: error.message } : {};
}

export function RegisterForm({ showGoogle }: { showGoogle: boolean }) {
  const { setUser } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const { pending, errors, setErrors, failure, setFailure, accept, run } = useFormSubmission();
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const checked = checkForm(RegisterFormSchema, Object.fromEntries(FIELDS.map((name) => [name, data.get(name)])));
    if (!accept(checked)) return;
    const { confirmPassword: _confirmation, ...body } = checked.value;
    await run(
      async () => {
        const { needsVerification, ...user } = await send("POST", apiUrl("/api/register"), body);
        if (needsVerification) {
          rememberPendingEmail(body.email);
          toast.success(REGISTER_TEXT.createdTitle, REGISTER_TEXT.createdBody);
          // Stays "Registering..." until the verify page takes over.
          redirect.current = setTimeout(() => navigate("/verify-email?registration=true"), VERIFY_REDIRECT_DELAY_MS);
          return;
        }
        setUser(user);
        navigate("/", { replace: true });
      },
      (error) => {
        setFailure(registerFailureMessage(error));
        setErrors(serverFieldError(error));
      },
      // Either way the form is left: for the verify page after the toast, or for home.
      { keepPending: true },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField label={REGISTER_TEXT.username} name="username" autoComplete="username" error={errors.username} />
      <TextField label={REGISTER_TEXT.email} name="email" type="email" autoComplete="email" inputMode="email" error={errors.email} />
      <NewPasswordFields name="password" labels={{ password: REGISTER_TEXT.password, confirm: REGISTER_TEXT.confirmPassword }} errors={errors} />
      <FormFailure message={failure} />
      <p className="text-sm text-muted">
        {REGISTER_TEXT.agreement.before}
        <Link to="/terms" className="font-medium text-accent underline-offset-4 hover:underline">{REGISTER_TEXT.agreement.terms}</Link>
        {REGISTER_TEXT.agreement.and}
        <Link to="/privacy" className="font-medium text-accent underline-offset-4 hover:underline">{REGISTER_TEXT.agreement.privacy}</Link>
        {REGISTER_TEXT.agreement.after}
      </p>
      <button type="submit" className="btn-primary w-full" disabled={pending}>
        {pending ? REGISTER_TEXT.pending : REGISTER_TEXT.submit}
      </button>
      {showGoogle && <GoogleButton label={REGISTER_TEXT.google} />}
    </form>
  );
}
