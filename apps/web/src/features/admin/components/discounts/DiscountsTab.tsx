import { discountPageSizes, type AdminDiscountCode } from '@skinpilot/contract';
import { Plus, Search } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../../../shared/api/api-error';
import { Pagination } from '../../../../shared/ui/Pagination';
import { ConfirmDialog } from '../ConfirmDialog';
import { LoadError } from '../LoadError';
import { useAdminToast } from '../../lib/use-admin-toast';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useLoadErrorToast } from '../../lib/use-load-error-toast';
import { DiscountFormModal } from './DiscountFormModal';
import { DiscountsTable } from './DiscountsTable';
import { useDeleteDiscountCode, useDiscountCodes, useTestDiscountCode } from '../../api/discount-codes';

const SEARCH_DEBOUNCE_MS = 500;
type PageSize = (typeof discountPageSizes)[number];

/** Discount Codes tab (section 2): search (500 ms), 25/50/100 a page, create, edit, test, delete. */
export default function DiscountsTab() {
  const toast = useAdminToast();
  const [searchText, setSearchText] = useState('');
  const [search, settleSearch] = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  const [limit, setLimit] = useState<PageSize>(50);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<{ code: AdminDiscountCode | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminDiscountCode | null>(null);
  const codes = useDiscountCodes({ page, limit, search: search.trim() || undefined });
  useLoadErrorToast(codes.error, 'Failed to load discount codes');
  const remove = useDeleteDiscountCode();
  const test = useTestDiscountCode();

  // A new search or page size starts again at page 1.
  const [lastFilters, setLastFilters] = useState({ search, limit });
  if (lastFilters.search !== search || lastFilters.limit !== limit) {
    setLastFilters({ search, limit });
    setPage(1);
  }

  function runTest(code: AdminDiscountCode) {
    test.mutate(code.code, {
      onSuccess: (result) => {
        if (result.success) toast.success(`Test successful: ${result.discount}% discount applied`);
        else toast.warning(`Test failed: ${result.message}`);
      },
      onError: (error) => toast.error(errorMessage(error, 'Failed to test discount code')),
    });
  }

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast.success('Discount code deleted successfully'),
      onError: (error) => toast.error(errorMessage(error, 'Failed to delete discount code')),
      onSettled: () => setDeleting(null),
    });
  }

  const data = codes.data;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <label className="input input-bordered input-sm flex flex-1 items-center gap-2">
          <Search className="size-4 opacity-60" aria-hidden />
          <input
            type="search"
            className="grow"
            placeholder="Search codes"
            aria-label="Search codes"
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
            onKeyDown={(e) => e.key === 'Enter' && settleSearch(searchText)}
          />
        </label>
        <select
          className="select select-bordered select-sm w-28"
          aria-label="Codes per page"
          value={limit}
          onChange={(e) => setLimit(Number(e.target.value) as PageSize)}
        >
          {discountPageSizes.map((size) => (
            <option key={size} value={size}>
              {size} / page
            </option>
          ))}
        </select>
        <button type="button" className="btn btn-primary btn-sm" onClick={() => setEditing({ code: null })}>
          <Plus className="size-4" aria-hidden />
          Create Code
        </button>
      </div>
      {codes.isPending ? (
        <div className="skeleton h-48 w-full" aria-label="Loading" />
      ) : codes.isError ? (
        <LoadError message="Failed to load discount codes" onRetry={() => void codes.refetch()} />
      ) : data && data.discount_codes.length > 0 ? (
        <>
          <DiscountsTable
            codes={data.discount_codes}
            onEdit={(code) => setEditing({ code })}
            onTest={runTest}
            onDelete={setDeleting}
          />
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-base-content/70">
            <span>{data.pagination.total_count} codes</span>
            <Pagination page={page} pageCount={data.pagination.total_pages} onPage={setPage} window={5} />
          </div>
        </>
      ) : (
        <div className="rounded-box bg-base-200 p-8 text-center text-base-content/70">
          {search
            ? 'No discount codes match this search.'
            : 'No discount codes yet. Create one to offer a discount at checkout.'}
        </div>
      )}
      {editing && (
        <DiscountFormModal
          key={editing.code?.id ?? 'new'}
          code={editing.code}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete discount code"
        confirmLabel="Delete"
        isPending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        <p>Delete the discount code {deleting?.code}? This cannot be undone.</p>
      </ConfirmDialog>
    </div>
  );
}
