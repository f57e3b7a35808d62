/**
 * Users: a search (debounced 300 ms), one page of accounts from the server and the paging under
 * it. The total comes from the X-Total-Count header, so 'Page N of M' is true for the whole list.
 */
import { ChevronLeft, ChevronRight, Search } from "lucide-react";
import { useState } from "react";
import { ADMIN_PAGE_SIZE } from "../../../contract/constants";
import type { AdminUser } from "../../../contract/wire";
import { apiUrl, loadWithTotal } from "../../lib/api";
import { useAdminQuery } from "./admin-access";
import { UsersTable } from "./UsersTable";
import { useDebouncedValue } from "./useDebouncedValue";

export const USERS_TEXT = {
  searchLabel: "Search users",
  searchPlaceholder: "Search by username or email",
  total: (count: number) => `${count} ${count === 1 ? "user" : "users"}`,
  previous: "Previous",
  next: "Next",
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
};

export const SEARCH_DEBOUNCE_MS = 300;

export function usersUrl(search: string, page: number, pageSize: number = ADMIN_PAGE_SIZE.default) {
  return apiUrl("/api/admin/users", {}, { search, page, pageSize });
}

export function UsersTab() {
  const [typed, setTyped] = useState("");
  const search = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  // The page belongs to a search: a new search starts again at page 1.
  const [paging, setPaging] = useState({ search, page: 1 });
  const page = paging.search === search ? paging.page : 1;
  const { data, error, isLoading, isValidating, mutate } = useAdminQuery(usersUrl(search, page), loadWithTotal<AdminUser>, {
    keepPreviousData: true,
  });
  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE.default));
  const goTo = (next: number) => setPaging({ search, page: Math.min(Math.max(1, next), pages) });
  const reload = async () => {
    await mutate();
  };

  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <label className="relative block w-full sm:max-w-sm">
          <span className="sr-only">{USERS_TEXT.searchLabel}</span>
          <Search size={18} className="pointer-events-none absolute left-3.5 top-1/2 -translate-y-1/2 text-muted" aria-hidden />
          <input
            type="search"
            className="field pl-10"
            placeholder={USERS_TEXT.searchPlaceholder}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            spellCheck={false}
          />
        </label>
        {data && <p className="text-sm text-muted" aria-live="polite">{USERS_TEXT.total(total)}</p>}
      </div>

      <UsersTable users={error ? undefined : data?.items} failed={Boolean(error)} loading={isLoading} busy={isValidating} onChanged={reload} />

      <nav aria-label="Pages" className="flex items-center justify-between gap-3">
        <button type="button" className="btn-secondary px-3 py-2 text-sm" disabled={page <= 1 || !data} onClick={() => goTo(page - 1)}>
          <ChevronLeft size={16} aria-hidden /> {USERS_TEXT.previous}
        </button>
        <p className="text-sm text-muted" aria-live="polite">{USERS_TEXT.page(Math.min(page, pages), pages)}</p>
        <button type="button" className="btn-secondary px-3 py-2 text-sm" disabled={page >= pages || !data} onClick={() => goTo(page + 1)}>
          {USERS_TEXT.next} <ChevronRight size={16} aria-hidden />
        </button>
      </nav>
    </div>
  );
}
