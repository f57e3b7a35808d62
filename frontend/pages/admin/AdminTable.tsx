/**
 * The frame of the admin tables: at most 400 px tall with the header row kept in view (docs/product/operations.md),
 * and wider than a phone, so it scrolls sideways there rather than squeezing the columns.
 */
import type { ReactNode } from "react";

export const CELL = "border-t border-line px-4 py-3 align-middle";
const HEAD_CELL = "sticky top-0 z-10 whitespace-nowrap bg-raised px-4 py-3 text-xs font-semibold uppercase tracking-wide text-muted";

interface AdminTableProps {
  label: string;
  columns: readonly string[];
  /** Columns whose heading is for screen readers only (an actions column). */
  hiddenColumns?: readonly string[];
  minWidth: number;
  children: ReactNode;
  busy?: boolean;
}

export function AdminTable({ label, columns, hiddenColumns = [], minWidth, children, busy = false }: AdminTableProps) {
  return (
    <div className="max-h-[400px] overflow-auto overscroll-contain rounded-xl border border-line bg-ground" tabIndex={0} role="region" aria-label={label}>
      <table className="w-full border-separate border-spacing-0 text-left text-sm" style={{ minWidth }} aria-busy={busy}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={HEAD_CELL}>
                {hiddenColumns.includes(column) ? <span className="sr-only">{column}</span> : column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A whole-width row for "loading", "nothing here" and "could not load". */
export function TableMessage({ columns, tone = "muted", children }: { columns: number; tone?: "muted" | "danger"; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={columns} className={`${CELL} py-10 text-center ${tone === "danger" ? "text-danger" : "text-muted"}`} role={tone === "danger" ? "alert" : undefined}>
        {children}
      </td>
    </tr>
  );
}

/** Rows of grey bars while the first page loads. */
export function SkeletonRows({ columns, rows = 4 }: { columns: number; rows?: number }) {
  return Array.from({ length: rows }, (_, row) => (
    <tr key={row} aria-hidden>
      {Array.from({ length: columns }, (_, column) => (
        <td key={column} className={CELL}>
          <div className="skeleton h-4 w-full max-w-32 rounded" />
        </td>
      ))}
    </tr>
  ));
}

/** A small rounded label: the accent for attention, green for done, grey otherwise. */
export function Badge({ tone, children }: { tone: "accent" | "success" | "muted"; children: ReactNode }) {
  const colours = {
    accent: "bg-accent/15 text-accent",
    success: "bg-success/15 text-success",
    muted: "bg-raised text-muted",
  }[tone];
  return <span className={`inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${colours}`}>{children}</span>;
}
