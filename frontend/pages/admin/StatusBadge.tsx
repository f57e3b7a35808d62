import { Badge } from "./AdminTable";

export const STATUS_TEXT = { pending: "Pending", resolved: "Resolved" };

/** A contact submission's state: orange while it waits for someone, green once resolved. */
export function StatusBadge({ resolved }: { resolved: boolean }) {
  return resolved ? <Badge tone="success">{STATUS_TEXT.resolved}</Badge> : <Badge tone="accent">{STATUS_TEXT.pending}</Badge>;
}
