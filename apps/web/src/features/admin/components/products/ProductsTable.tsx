import type { AdminProduct } from '@skinpilot/contract';
import { RowAction } from '../RowAction';
import { Archive, ArchiveRestore, Pencil, Trash2 } from 'lucide-react';
import { formatEuroCents, formatNumber } from '../../lib/format';
import { productKind, productValue } from '../../lib/product-kind';

type ProductsTableProps = {
  products: AdminProduct[];
  onEdit: (product: AdminProduct) => void;
  onDelete: (product: AdminProduct) => void;
  onArchive: (product: AdminProduct) => void;
  onRestore: (product: AdminProduct) => void;
};

const euro = (amount: number) => formatEuroCents(Math.round(amount * 100));

export function ProductsTable({ products, onEdit, onDelete, onArchive, onRestore }: ProductsTableProps) {
  return (
    <div className="overflow-x-auto rounded-box bg-base-200">
      <table className="table table-sm">
        <thead>
          <tr>
            <th>Product</th>
            <th>Category</th>
            <th>Type</th>
            <th className="text-right">Price</th>
            <th>Value</th>
            <th className="text-right">30-day sales</th>
            <th className="text-right">30-day revenue</th>
            <th>Payment product IDs</th>
            <th className="text-right">Actions</th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <tr key={product.product_id}>
              <td>
                <div className="font-medium">
                  {product.name}
                  {product.archived_at && <span className="badge badge-ghost badge-sm ml-2">Archived</span>}
                </div>
                <div className="font-mono text-xs text-base-content/60">{product.product_id}</div>
              </td>
              <td>
                <span className="badge badge-neutral badge-sm">{product.category}</span>
                {product.type && <div className="text-xs text-base-content/60">{product.type}</div>}
              </td>
              <td>{productKind(product)}</td>
              <td className="text-right tabular-nums">{euro(product.price)}</td>
              <td>{productValue(product)}</td>
              <td className="text-right tabular-nums">{formatNumber(product.stats.recent_purchases)}</td>
              <td className="text-right tabular-nums">{euro(product.stats.recent_revenue)}</td>
              <td className="font-mono text-xs">
                <div>Live: {product.stripe_product_id ?? '-'}</div>
                <div className="text-base-content/60">Test: {product.test_stripe_product_id ?? '-'}</div>
              </td>
              <td>
                <div className="flex justify-end gap-1">
                  <RowAction icon={Pencil} label={`Edit ${product.name}`} onClick={() => onEdit(product)} />
                  {product.archived_at ? (
                    <RowAction
                      icon={ArchiveRestore}
                      label={`Restore ${product.name}`}
                      onClick={() => onRestore(product)}
                    />
                  ) : (
                    <RowAction
                      icon={Archive}
                      label={`Archive ${product.name}`}
                      onClick={() => onArchive(product)}
                    />
                  )}
                  <RowAction
                    icon={Trash2}
                    label={`Delete ${product.name}`}
                    danger
                    onClick={() => onDelete(product)}
                  />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
