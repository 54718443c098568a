import type { Product } from '@skinpilot/contract';
import { Check, CreditCard, Bitcoin } from 'lucide-react';
import { comparisonPrice, discountedPrice, formatPrice, perks, type PricingTab } from '../lib/pricing';
import { AvailabilityDot } from './AvailabilityDot';
import { DiscountField } from './DiscountField';

export type PaymentMethod = 'card' | 'crypto';

/** The selected tab's card: picture, selector, price, comparison, perks, method, discount and Pay. */
export function ProductCheckout(props: {
  tab: PricingTab;
  selectorLabel: string;
  products: Product[];
  selected: Product;
  onSelect: (productId: string) => void;
  available: number | undefined;
  /** The buyer holds this licence already: paying extends it, whatever the stock. */
  isRenewal: boolean;
  method: PaymentMethod;
  onMethodChange: (method: PaymentMethod) => void;
  discount: {
    code: string;
    onCodeChange: (code: string) => void;
    onApply: () => void;
    isApplying: boolean;
    percent: number | null;
  };
  onPay: () => void;
  isPaying: boolean;
}) {
  const { selected, tab } = props;
  const isLicenceTab = tab !== 'credits';
  const soldOut = isLicenceTab && !props.isRenewal && props.available !== undefined && props.available <= 0;
  const price = discountedPrice(selected, props.method === 'card' ? props.discount.percent : null);
  const comparison = comparisonPrice(selected);
  return (
    <div className="card bg-base-200 shadow-sm">
      <div className="card-body grid gap-8 md:grid-cols-2">
        <div className="space-y-4">
          <img src="/logo.svg" alt="" width={80} height={80} className="size-20" />
          <h2 className="card-title text-2xl" data-testid="product-name">
            {selected.name}
          </h2>
          <label className="block space-y-1">
            <span className="label text-sm">{props.selectorLabel}</span>
            <select
              className="select w-full"
              value={selected.product_id}
              onChange={(event) => props.onSelect(event.target.value)}
            >
              {props.products.map((product) => (
                <option key={product.product_id} value={product.product_id}>
                  {product.name}
                </option>
              ))}
            </select>
          </label>
          <div>
            <p className="tabular text-4xl font-bold" data-testid="price">
              €{price.toFixed(2)}
              {price !== selected.price && (
                <span className="ml-2 text-lg line-through opacity-50">{formatPrice(selected)}</span>
              )}
            </p>
            {comparison && <p className="text-sm opacity-70">{comparison}</p>}
          </div>
          {isLicenceTab && <AvailabilityDot available={props.available} />}
          {isLicenceTab && props.isRenewal && (
            <p className="text-sm opacity-80" data-testid="renewal-note">
              You hold this licence: paying adds its days to the time you have left.
            </p>
          )}
          {selected.description && <p className="opacity-80">{selected.description}</p>}
          <ul className="space-y-1">
            {perks[tab].map((perk) => (
              <li key={perk} className="flex items-center gap-2 text-sm">
                <Check className="size-4 text-success" aria-hidden /> {perk}
              </li>
            ))}
            {selected.credits && tab !== 'credits' ? (
              <li className="flex items-center gap-2 text-sm">
                <Check className="size-4 text-success" aria-hidden />{' '}
                {selected.credits.toLocaleString('en-US')} bonus credits
              </li>
            ) : null}
          </ul>
        </div>
        <div className="space-y-4">
          <fieldset className="space-y-2">
            <legend className="label text-sm">Payment method</legend>
            <div className="grid grid-cols-2 gap-2">
              <MethodButton
                active={props.method === 'card'}
                onClick={() => props.onMethodChange('card')}
                icon={<CreditCard className="size-4" aria-hidden />}
                label="Card"
              />
              <MethodButton
                active={props.method === 'crypto'}
                onClick={() => props.onMethodChange('crypto')}
                icon={<Bitcoin className="size-4" aria-hidden />}
                label="Crypto"
              />
            </div>
          </fieldset>
          {props.method === 'card' && (
            <DiscountField
              code={props.discount.code}
              onCodeChange={props.discount.onCodeChange}
              onApply={props.discount.onApply}
              isApplying={props.discount.isApplying}
              appliedPercent={props.discount.percent}
            />
          )}
          <button
            type="button"
            className="btn btn-primary btn-block"
            disabled={props.isPaying || soldOut}
            onClick={props.onPay}
          >
            {props.isPaying && <span className="loading loading-spinner loading-sm" aria-hidden />}
            Pay €{price.toFixed(2)}
          </button>
        </div>
      </div>
    </div>
  );
}

function MethodButton(props: { active: boolean; onClick: () => void; icon: React.ReactNode; label: string }) {
  return (
    <button
      type="button"
      aria-pressed={props.active}
      className={`btn ${props.active ? 'btn-primary btn-outline' : 'btn-ghost'}`}
      onClick={props.onClick}
    >
      {props.icon} {props.label}
    </button>
  );
}
