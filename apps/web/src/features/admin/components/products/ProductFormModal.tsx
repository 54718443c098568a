import { productCategoryValues, type AdminProduct } from '@skinpilot/contract';
import { cloneElement, useState, type FormEvent, type ReactElement } from 'react';
import { errorMessage } from '../../../../shared/api/api-error';
import { Modal } from '../../../../shared/ui/Modal';
import { useAdminToast } from '../../lib/use-admin-toast';
import { useCreateProduct, useUpdateProduct, type ProductForm } from '../../api/products';

type Draft = Record<
  | 'product_id'
  | 'name'
  | 'category'
  | 'type'
  | 'price'
  | 'duration_days'
  | 'credits'
  | 'description'
  | 'stripe_product_id'
  | 'test_stripe_product_id',
  string
>;

const emptyDraft: Draft = {
  product_id: '',
  name: '',
  category: 'premium_license',
  type: '',
  price: '',
  duration_days: '',
  credits: '',
  description: '',
  stripe_product_id: '',
  test_stripe_product_id: '',
};

function draftOf(product: AdminProduct | null): Draft {
  if (!product) return emptyDraft;
  return {
    product_id: product.product_id,
    name: product.name,
    category: product.category,
    type: product.type ?? '',
    price: String(product.price),
    duration_days: product.duration_days ? String(product.duration_days) : '',
    credits: product.credits ? String(product.credits) : '',
    description: product.description ?? '',
    stripe_product_id: product.stripe_product_id ?? '',
    test_stripe_product_id: product.test_stripe_product_id ?? '',
  };
}

/** Section 5: empty or 0 duration/credits and empty type/description are sent as null. */
function toBody(draft: Draft): ProductForm {
  const count = (value: string) => (value.trim() === '' || Number(value) === 0 ? null : Number(value));
  return {
    product_id: draft.product_id.trim(),
    name: draft.name.trim(),
    category: draft.category as ProductForm['category'],
    type: draft.type.trim() || null,
    price: Number(draft.price),
    duration_days: count(draft.duration_days),
    credits: count(draft.credits),
    description: draft.description.trim() || null,
    stripe_product_id: draft.stripe_product_id.trim(),
    test_stripe_product_id: draft.test_stripe_product_id.trim() || null,
  };
}

type ProductFormModalProps = {
  /** The product being edited; null creates a new one. */
  product: AdminProduct | null;
  open: boolean;
  onClose: () => void;
};

export function ProductFormModal({ product, open, onClose }: ProductFormModalProps) {
  const toast = useAdminToast();
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const isEdit = product !== null;
  const [draft, setDraft] = useState<Draft>(() => draftOf(product));
  const isPending = create.isPending || update.isPending;
  const set = (field: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [field]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const mutation = isEdit ? update : create;
    // The spec's sentences, written whole so a search for them finds them.
    mutation.mutate(toBody(draft), {
      onSuccess: () => {
        toast.success(isEdit ? 'Product updated successfully' : 'Product created successfully');
        onClose();
      },
      onError: (error) =>
        toast.error(errorMessage(error, isEdit ? 'Failed to update product' : 'Failed to create product')),
    });
  }

  return (
    <Modal
      open={open}
      title={isEdit ? 'Edit Product' : 'Create Product'}
      onClose={onClose}
      size="lg"
      dismissible={!isPending}
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={isPending}>
            Cancel
          </button>
          <button type="submit" form="product-form" className="btn btn-primary" disabled={isPending}>
            {isEdit ? 'Save Changes' : 'Create Product'}
          </button>
        </>
      }
    >
      <form id="product-form" className="grid gap-3 md:grid-cols-2" onSubmit={submit}>
        <Field label="Product ID">
          <input
            className="input input-bordered w-full font-mono"
            value={draft.product_id}
            onChange={set('product_id')}
            required
            disabled={isEdit}
            placeholder="1_month"
            pattern="[a-z0-9_\-]+"
            title="Lower-case letters, digits, _ or -"
          />
        </Field>
        <Field label="Name">
          <input className="input input-bordered w-full" value={draft.name} onChange={set('name')} required />
        </Field>
        <Field label="Category">
          <select className="select select-bordered w-full" value={draft.category} onChange={set('category')}>
            {productCategoryValues.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </Field>
        <Field label="Type (optional)">
          <input className="input input-bordered w-full" value={draft.type} onChange={set('type')} />
        </Field>
        <Field label="Price (EUR)">
          <input
            type="number"
            className="input input-bordered w-full"
            value={draft.price}
            onChange={set('price')}
            required
            min={0}
            step={0.01}
          />
        </Field>
        <Field label="Duration days">
          <input
            type="number"
            className="input input-bordered w-full"
            value={draft.duration_days}
            onChange={set('duration_days')}
            min={0}
            step={1}
          />
        </Field>
        <Field label="Credits">
          <input
            type="number"
            className="input input-bordered w-full"
            value={draft.credits}
            onChange={set('credits')}
            min={0}
            step={1}
          />
        </Field>
        <Field label="Live payment product ID">
          <input
            className="input input-bordered w-full font-mono"
            value={draft.stripe_product_id}
            onChange={set('stripe_product_id')}
            required
            placeholder="prod_..."
          />
        </Field>
        <Field label="Test payment product ID (optional)">
          <input
            className="input input-bordered w-full font-mono"
            value={draft.test_stripe_product_id}
            onChange={set('test_stripe_product_id')}
            placeholder="The live ID is used when empty"
          />
        </Field>
        <Field label="Description" wide>
          <textarea
            className="textarea textarea-bordered w-full"
            value={draft.description}
            onChange={set('description')}
            rows={3}
          />
        </Field>
      </form>
    </Modal>
  );
}

/** The control is named by its label alone (a wrapped <select> would add its option text). */
function Field({ label, wide, children }: { label: string; wide?: boolean; children: ReactElement }) {
  return (
    <label className={`form-control ${wide ? 'md:col-span-2' : ''}`}>
      <span className="label-text mb-1">{label}</span>
      {cloneElement(children as ReactElement<{ 'aria-label'?: string }>, { 'aria-label': label })}
    </label>
  );
}
