/** Why a form was refused, announced as it appears. Shared by the sign-in, sign-up and password forms. */
export function FormFailure({ message }: { message: string | null }) {
  if (!message) return null;
  return <p role="alert" className="rounded-xl border border-danger/50 bg-danger/10 p-3 text-sm">{message}</p>;
}
