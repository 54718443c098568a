import { Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Pagination } from '../../../../shared/ui/Pagination';
import { ExportCsvButton } from '../ExportCsvButton';
import { LoadError } from '../LoadError';
import { useUserSearch } from '../../api/search-users';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useLoadErrorToast } from '../../lib/use-load-error-toast';
import { BulkActionModal, type BulkKind } from './BulkActionModal';
import { UserDetailsModal } from './UserDetailsModal';
import { UserFilters } from './UserFilters';
import { noUserFilters, toSearchFilters, type UserFilterState } from '../../lib/user-filters';
import { UsersTable } from './UsersTable';
import { exportUsers } from '../../lib/users-csv';

const PAGE_SIZE = 50;
const SEARCH_DEBOUNCE_MS = 500;

export default function UsersTab() {
  const [searchText, setSearchText] = useState('');
  const [search, settleSearch] = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  const [filters, setFilters] = useState<UserFilterState>(noUserFilters);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [bulkAction, setBulkAction] = useState<BulkKind | null>(null);
  const [detailsOf, setDetailsOf] = useState<string | null>(null);

  const body = useMemo(
    () => ({ filters: toSearchFilters(filters, search), page, limit: PAGE_SIZE }),
    [filters, search, page],
  );
  const result = useUserSearch(body);
  useLoadErrorToast(result.error, 'Failed to load users');

  // A new search or filter starts again at page 1.
  const [lastQuery, setLastQuery] = useState({ filters, search });
  if (lastQuery.filters !== filters || lastQuery.search !== search) {
    setLastQuery({ filters, search });
    setPage(1);
  }
  // The selection is of the rows in sight: another page, search or filter clears it, so a bulk
  // action never reaches users the admin can no longer see (issue 31 item 19).
  const [selectionPage, setSelectionPage] = useState(body);
  if (selectionPage !== body) {
    setSelectionPage(body);
    if (selected.size > 0) setSelected(new Set());
  }

  function select(ids: string[], isSelected: boolean) {
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (isSelected) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }

  const data = result.data;
  return (
    <div className="flex flex-col gap-4">
      <label className="input w-full">
        <Search className="size-4 opacity-60" aria-hidden />
        <input
          type="search"
          placeholder="Search email, username or Discord id"
          aria-label="Search users"
          value={searchText}
          onChange={(e) => setSearchText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') settleSearch(searchText);
          }}
        />
      </label>
      <UserFilters value={filters} onChange={setFilters} />

      {selected.size > 0 && (
        <div className="flex flex-wrap items-center gap-2 rounded-box bg-base-200 p-3" role="toolbar">
          <span className="text-sm">{selected.size} selected</span>
          <button type="button" className="btn btn-sm" onClick={() => setBulkAction('extend_license')}>
            Extend License
          </button>
          <button type="button" className="btn btn-sm" onClick={() => setBulkAction('add_credits')}>
            Add Credits
          </button>
          <button type="button" className="btn btn-sm" onClick={() => setBulkAction('change_role')}>
            Change Role
          </button>
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => setSelected(new Set())}>
            Clear selection
          </button>
        </div>
      )}

      {result.isPending ? (
        <div className="skeleton h-96 w-full" aria-label="Loading users" />
      ) : result.isError && !data ? (
        <LoadError message="Failed to load users" onRetry={() => void result.refetch()} />
      ) : data && data.users.length === 0 ? (
        <p className="py-10 text-center opacity-70">No users match. Try fewer words or Clear All filters.</p>
      ) : data ? (
        <>
          <div className="flex items-center justify-between gap-2">
            <p className="text-sm opacity-70" aria-live="polite">
              {data.pagination.total_count} {data.pagination.total_count === 1 ? 'user' : 'users'}
            </p>
            <ExportCsvButton run={() => exportUsers(body.filters)} what="users" />
          </div>
          <UsersTable users={data.users} selected={selected} onSelect={select} onDetails={setDetailsOf} />
          <Pagination page={page} pageCount={data.pagination.total_pages} onPage={setPage} window={5} />
        </>
      ) : null}

      <BulkActionModal
        action={bulkAction}
        userIds={[...selected]}
        onClose={() => setBulkAction(null)}
        onDone={() => {
          setBulkAction(null);
          setSelected(new Set());
        }}
      />
      <UserDetailsModal userId={detailsOf} onClose={() => setDetailsOf(null)} />
    </div>
  );
}
