import { Link } from "react-router";

export function Logo() {
  return (
    <Link to="/" className="flex items-center gap-2 rounded-lg font-bold text-ink" aria-label="Parlo home">
      <img src="/favicon.svg" alt="" width={32} height={32} className="h-8 w-8" />
      <span className="text-xl tracking-tight">Parlo</span>
    </Link>
  );
}
