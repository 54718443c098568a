import type { AdminDiscountCode } from '@skinpilot/contract';
import { RowAction } from '../RowAction';
import { FlaskConical, Pencil, Trash2 } from 'lucide-react';
import { formatDateTime } from '../../lib/format';
import { discountStatusLook, productTypeLabels, usageOf } from '../../lib/discount-status';

type DiscountsTableProps = {
  codes: AdminDiscountCode[];
  onEdit: (code: AdminDiscountCode) => void;
  onTest: (code: AdminDiscountCode) => void;
  onDelete: (code: AdminDiscountCode) => void;
};

export function DiscountsTable({ codes, onEdit, onTest, onDelete }: DiscountsTableProps) {
  return (
    <div className="overflow-x-auto rounded-box bg-base-200">
      <table className="table table-sm">
        <thead>
          <tr>
            <th>Code</th>
            <th className="text-right">Discount</th>
            <th>Usage</th>
            <th>Product types</th>
            <th>Status</th>
            <th>Expires</th>
            <th className="text-right">Actions</th>
          </tr>
        </thead>
        <tbody>
          {codes.map((code) => {
            const usage = usageOf(code);
            const status = discountStatusLook[code.status];
            return (
              <tr key={code.id}>
                <td className="font-mono font-medium">{code.code}</td>
                <td className="text-right tabular-nums">{code.discount}%</td>
                <td>
                  <div className="tabular-nums text-sm">{usage.text}</div>
                  <progress className="progress progress-primary w-24" value={usage.percent} max={100} />
                </td>
                <td>
                  {code.product_types.length === 0 ? (
                    <span className="text-base-content/60">All products</span>
                  ) : (
                    <div className="flex flex-wrap gap-1">
                      {code.product_types.map((t) => (
                        <span key={t} className="badge badge-ghost badge-sm">
                          {productTypeLabels[t] ?? t}
                        </span>
                      ))}
                    </div>
                  )}
                </td>
                <td>
                  <span className={`badge badge-sm ${status.tone}`}>{status.label}</span>
                </td>
                <td>{code.expiration_date ? formatDateTime(code.expiration_date) : 'Never'}</td>
                <td>
                  <div className="flex justify-end gap-1">
                    <RowAction icon={Pencil} label={`Edit ${code.code}`} onClick={() => onEdit(code)} />
                    <RowAction icon={FlaskConical} label={`Test ${code.code}`} onClick={() => onTest(code)} />
                    <RowAction
                      icon={Trash2}
                      label={`Delete ${code.code}`}
                      danger
                      onClick={() => onDelete(code)}
                    />
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
