/**
 * The Login tab: username or email and password, validated with the Worker's own schema. A refusal
 * because the email is not verified is handed to the page, which shows the verification banner.
 */
import type { FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { LoginBody } from "../../../contract/schemas";
import { FormFailure } from "../../components/FormFailure";
import { TextField } from "../../components/TextField";
import { ApiRequestError } from "../../lib/api";
import { useAuth } from "../../lib/auth";
import { checkForm } from "../../lib/form";
import { useFormSubmission } from "../../lib/use-form-submission";
import { GoogleButton } from "./GoogleButton";
import { HOME_URL } from "../../lib/languages";

export const LOGIN_TEXT = {
  username: "Username or Email",
  password: "Password",
  forgot: "Forgot Password?",
  submit: "Login",
  pending: "Logging in...",
  unverified:
    "Your email address has not been verified. Please check your inbox for a verification link or request a new one.",
  failed: "Incorrect username/email or password. Please try again.",
  google: "Continue with Google",
};

/** docs/product/accounts.md: a refusal whose message contains "verify", or that carries verified=false. */
export function isUnverifiedRefusal(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError && (error.body.verified === false || /verify/i.test(error.message));
}

/** The spec's wording for a refused sign-in. */
export function loginFailureMessage(error: unknown): string {
  return isUnverifiedRefusal(error) ? LOGIN_TEXT.unverified : LOGIN_TEXT.failed;
}

interface LoginFormProps {
  redirectTo?: string;
  /** The username of a just-verified account, so only the password is left to type. */
  defaultUsername?: string;
  showGoogle: boolean;
  /** Called with what was typed in "Username or Email" and the refusal. */
  onUnverified(identifier: string, refusal: ApiRequestError): void;
}

export function LoginForm({ redirectTo, defaultUsername, showGoogle, onUnverified }: LoginFormProps) {
  const { login } = useAuth();
  const navigate = useNavigate();
  const { pending, errors, failure, setFailure, accept, run } = useFormSubmission();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const checked = checkForm(LoginBody, { username: data.get("username"), password: data.get("password") });
    if (!accept(checked)) return;
    await run(
      async () => {
        await login(checked.value);
        navigate(redirectTo ?? HOME_URL, { replace: true });
      },
      (error) => {
        setFailure(loginFailureMessage(error));
        if (isUnverifiedRefusal(error)) onUnverified(checked.value.username, error);
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField label={LOGIN_TEXT.username} name="username" autoComplete="username" defaultValue={defaultUsername} error={errors.username} />
      <TextField label={LOGIN_TEXT.password} name="password" type="password" autoComplete="current-password" autoFocus={Boolean(defaultUsername)} error={errors.password} />
      <div className="text-right">
        <Link to="/forgot-password" className="text-sm font-medium text-accent hover:underline">{LOGIN_TEXT.forgot}</Link>
      </div>
      <FormFailure message={failure} />
      <button type="submit" className="btn-primary w-full" disabled={pending}>
        {pending ? LOGIN_TEXT.pending : LOGIN_TEXT.submit}
      </button>
      {showGoogle && <GoogleButton label={LOGIN_TEXT.google} />}
    </form>
  );
}
