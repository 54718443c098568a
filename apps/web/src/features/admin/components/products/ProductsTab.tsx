import type { AdminProduct } from '@skinpilot/contract';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '../../../../shared/api/api-error';
import { ConfirmDialog } from '../ConfirmDialog';
import { LoadError } from '../LoadError';
import { useAdminToast } from '../../lib/use-admin-toast';
import { useLoadErrorToast } from '../../lib/use-load-error-toast';
import { ProductFormModal } from './ProductFormModal';
import { useAdminProducts, useArchiveProduct, useDeleteProduct, useRestoreProduct } from '../../api/products';
import { ProductsTable } from './ProductsTable';

type Editing = { product: AdminProduct | null } | null;

/**
 * Products tab (section 2): the catalogue with 30-day figures, create, edit and delete, and archive
 * for a product with sales, which cannot be deleted (issue 21).
 */
export default function ProductsTab() {
  const toast = useAdminToast();
  const products = useAdminProducts();
  useLoadErrorToast(products.error, 'Failed to load products');
  const remove = useDeleteProduct();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AdminProduct | null>(null);
  const archive = useArchiveProduct();
  const [archiving, setArchiving] = useState<AdminProduct | null>(null);

  function confirmArchive() {
    if (!archiving) return;
    archive.mutate(archiving.product_id, {
      onSuccess: () => toast.success('Product archived successfully'),
      onError: (error) => toast.error(errorMessage(error, 'Failed to archive product')),
      onSettled: () => setArchiving(null),
    });
  }

  const restore = useRestoreProduct();
  function restoreProduct(product: AdminProduct) {
    restore.mutate(product.product_id, {
      onSuccess: () => toast.success('Product restored successfully'),
      onError: (error) => toast.error(errorMessage(error, 'Failed to restore product')),
    });
  }

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.product_id, {
      onSuccess: () => toast.success('Product deleted successfully'),
      onError: (error) => toast.error(errorMessage(error, 'Failed to delete product')),
      onSettled: () => setDeleting(null),
    });
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between">
        <h2 className="text-lg font-semibold">Products</h2>
        <button
          type="button"
          className="btn btn-primary btn-sm"
          onClick={() => setEditing({ product: null })}
        >
          <Plus className="size-4" aria-hidden />
          Create Product
        </button>
      </div>
      {products.isPending ? (
        <div className="skeleton h-48 w-full" aria-label="Loading" />
      ) : products.isError ? (
        <LoadError message="Failed to load products" onRetry={() => void products.refetch()} />
      ) : products.data.products.length === 0 ? (
        <div className="rounded-box bg-base-200 p-8 text-center text-base-content/70">
          No products yet. Create one to put it on the Pricing page.
        </div>
      ) : (
        <ProductsTable
          products={products.data.products}
          onEdit={(product) => setEditing({ product })}
          onDelete={setDeleting}
          onArchive={setArchiving}
          onRestore={restoreProduct}
        />
      )}
      {editing && (
        <ProductFormModal
          key={editing.product?.product_id ?? 'new'}
          open
          product={editing.product}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete product"
        confirmLabel="Delete"
        isPending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        <p>Delete {deleting?.name}? This cannot be undone.</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={archiving !== null}
        title="Archive product"
        confirmLabel="Archive"
        isPending={archive.isPending}
        onConfirm={confirmArchive}
        onCancel={() => setArchiving(null)}
      >
        <p>
          Archive {archiving?.name}? It disappears from Pricing and can no longer be bought; its purchases and
          revenue stay.
        </p>
      </ConfirmDialog>
    </div>
  );
}
