/** Contact Submissions: newest first, Pending or Resolved, and a detail view to read and resolve one. */
import { useState } from "react";
import type { ContactSubmission } from "../../../contract/wire";
import { apiUrl } from "../../lib/api";
import { AdminTable, CELL, SkeletonRows, TableMessage } from "./AdminTable";
import { useAdminQuery } from "./admin-access";
import { categoryLabel, formatMoment } from "./admin-format";
import { StatusBadge } from "./StatusBadge";
import { SubmissionDialog } from "./SubmissionDialog";

export const SUBMISSIONS_TEXT = {
  label: "Contact submissions",
  columns: ["Status", "Received", "Name", "Category", "Message", "Actions"],
  view: "View",
  empty: "No contact submissions found.",
  error: "Error loading data.",
  summary: (pending: number, total: number) => `${pending} pending of ${total}`,
};

export const SUBMISSIONS_URL = apiUrl("/api/admin/contact-submissions");

export function SubmissionsTab() {
  const { data, error, isLoading, isValidating, mutate } = useAdminQuery<ContactSubmission[]>(SUBMISSIONS_URL);
  const [openId, setOpenId] = useState<number | null>(null);
  const selected = data?.find((submission) => submission.id === openId) ?? null;
  const columns = SUBMISSIONS_TEXT.columns;
  const failed = Boolean(error) && !data;

  return (
    <div className="grid gap-4">
      {data && data.length > 0 && (
        <p className="text-sm text-muted">{SUBMISSIONS_TEXT.summary(data.filter((item) => !item.isResolved).length, data.length)}</p>
      )}
      <AdminTable label={SUBMISSIONS_TEXT.label} columns={columns} hiddenColumns={["Actions"]} minWidth={760} busy={isValidating}>
        {failed ? (
          <TableMessage columns={columns.length} tone="danger">{SUBMISSIONS_TEXT.error}</TableMessage>
        ) : isLoading ? (
          <SkeletonRows columns={columns.length} />
        ) : !data?.length ? (
          <TableMessage columns={columns.length}>{SUBMISSIONS_TEXT.empty}</TableMessage>
        ) : (
          data.map((submission) => (
            <tr key={submission.id} className="cursor-pointer hover:bg-surface" onClick={() => setOpenId(submission.id)} data-testid="submission-row">
              <td className={CELL}><StatusBadge resolved={submission.isResolved} /></td>
              <td className={`${CELL} whitespace-nowrap text-muted`}>{formatMoment(submission.createdAt)}</td>
              <td className={`${CELL} font-semibold`}>{submission.name}</td>
              <td className={`${CELL} whitespace-nowrap`}>{categoryLabel(submission.category)}</td>
              <td className={`${CELL} max-w-72 truncate text-muted`}>{submission.message}</td>
              <td className={`${CELL} text-right`}>
                <button
                  type="button"
                  className="btn-secondary px-3 py-1.5 text-sm"
                  onClick={(event) => {
                    event.stopPropagation();
                    setOpenId(submission.id);
                  }}
                >
                  {SUBMISSIONS_TEXT.view}
                </button>
              </td>
            </tr>
          ))
        )}
      </AdminTable>
      <SubmissionDialog
        submission={selected}
        onClose={() => setOpenId(null)}
        onResolved={async () => {
          setOpenId(null);
          await mutate();
        }}
      />
    </div>
  );
}
