/** The Login tab: username or email and password, validated with the Worker's own schema. */
import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { LoginBody } from "../../../contract/schemas";
import { TextField } from "../../components/TextField";
import { ApiRequestError } from "../../lib/api";
import { useAuth } from "../../lib/auth";
import { checkForm, type FieldErrors } from "../../lib/form";

export const LOGIN_TEXT = {
  username: "Username or Email",
  password: "Password",
  forgot: "Forgot Password?",
  submit: "Login",
  pending: "Logging in...",
  unverified:
    "Your email address has not been verified. Please check your inbox for a verification link or request a new one.",
  failed: "Incorrect username/email or password. Please try again.",
};

/** The spec's wording for a refused sign-in. */
export function loginFailureMessage(error: unknown): string {
  if (error instanceof ApiRequestError && (error.body.verified === false || /verify/i.test(error.message))) {
    return LOGIN_TEXT.unverified;
  }
  return LOGIN_TEXT.failed;
}

export function LoginForm({ redirectTo }: { redirectTo?: string }) {
  const { login } = useAuth();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const checked = checkForm(LoginBody, { username: data.get("username"), password: data.get("password") });
    setFailure(null);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setPending(true);
    try {
      await login(checked.value);
      navigate(redirectTo ?? "/languages", { replace: true });
    } catch (error) {
      setFailure(loginFailureMessage(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField label={LOGIN_TEXT.username} name="username" autoComplete="username" error={errors.username} />
      <TextField label={LOGIN_TEXT.password} name="password" type="password" autoComplete="current-password" error={errors.password} />
      <div className="text-right">
        <Link to="/forgot-password" className="text-sm font-medium text-accent hover:underline">{LOGIN_TEXT.forgot}</Link>
      </div>
      {failure && <p role="alert" className="rounded-xl border border-danger/50 bg-danger/10 p-3 text-sm">{failure}</p>}
      <button type="submit" className="btn-primary w-full" disabled={pending}>
        {pending ? LOGIN_TEXT.pending : LOGIN_TEXT.submit}
      </button>
    </form>
  );
}
