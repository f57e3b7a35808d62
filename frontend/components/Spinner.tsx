import { LoaderCircle } from "lucide-react";

export function Spinner({ label = "Loading" }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center text-accent">
      <LoaderCircle className="animate-spin" size={40} aria-hidden />
      <span className="sr-only">{label}</span>
    </div>
  );
}
