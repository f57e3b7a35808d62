/** A language's share of lessons done as a bar, named "{language} progress" (the profile, Settings, home). */
export function LanguageProgressBar({ name, percent, className = "" }: { name: string; percent: number; className?: string }) {
  return (
    <div
      role="progressbar"
      aria-label={`${name} progress`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className={`mt-2 h-2 overflow-hidden rounded-full bg-raised ${className}`}
    >
      <div className="h-full rounded-full bg-success transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}
