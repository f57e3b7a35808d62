/** A country flag from /flags/{flagCode}.svg (served from the flag-icons package). */
export function Flag({ flagCode, className = "h-6 w-8" }: { flagCode: string; className?: string }) {
  return (
    <img
      src={`/flags/${flagCode}.svg`}
      alt=""
      width={32}
      height={24}
      loading="lazy"
      className={`rounded-sm object-cover shadow-sm ring-1 ring-black/10 ${className}`}
    />
  );
}
