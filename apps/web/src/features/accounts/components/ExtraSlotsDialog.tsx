import type { Role } from '@skinpilot/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { spaPaths as paths } from '@skinpilot/contract';
import { errorMessage } from '../../../shared/api/api-error';
import { useToast } from '../../../shared/toast/toast-context';
import { Modal } from '../../../shared/ui/Modal';
import { extraAccountsPricingQuery, usePurchaseExtraAccounts } from '../api/extra-accounts';
import {
  canPurchaseSlots,
  clampQuantity,
  insufficientCreditsMessage,
  maxBuyable,
  slotTypeLabels,
  slotTypes,
  totalSlotCost,
  type SlotQuantities,
} from '../lib/extra-slots';
import { BillingCycles } from './BillingCycles';
import { formatCredits } from '../../../shared/format/credits';

const none: SlotQuantities = { steam: 0, csgoroll: 0, sniping: 0 };

/** Section 2.13: buy extra slots per type for credits each month, and see or cancel the cycles. */
export function ExtraSlotsDialog({ role, onClose }: { role: Role; onClose: () => void }) {
  const toast = useToast();
  const pricing = useQuery(extraAccountsPricingQuery);
  const purchase = usePurchaseExtraAccounts();
  const [quantities, setQuantities] = useState<SlotQuantities>(none);

  const data = pricing.data;
  const total = data ? totalSlotCost(quantities, data.pricing) : 0;
  const credits = data?.user_credits ?? 0;
  const shortMessage = insufficientCreditsMessage(total, credits);

  const buy = () => {
    const orders = slotTypes
      .filter((type) => quantities[type] > 0)
      .map((type) => ({ account_type: type, quantity: quantities[type] }));
    purchase.mutate(orders, {
      onSuccess: (messages) => {
        toast.success(messages.join(' '), { durationMs: 3000 });
        setQuantities(none);
      },
      onError: (error) =>
        toast.error(errorMessage(error, 'Failed to purchase extra accounts'), { durationMs: 3000 }),
    });
  };

  return (
    <Modal
      open
      size="lg"
      title="Extra Account Slots"
      onClose={onClose}
      dismissible={!purchase.isPending}
      actions={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={purchase.isPending}>
            Close
          </button>
          {data?.can_purchase && (
            <button
              type="button"
              className="btn btn-primary"
              disabled={!canPurchaseSlots(total, credits, purchase.isPending)}
              onClick={buy}
            >
              {purchase.isPending ? 'Processing...' : 'Purchase'}
            </button>
          )}
        </>
      }
    >
      {pricing.isPending ? (
        <p className="opacity-70">Loading pricing...</p>
      ) : pricing.isError || !data ? (
        <div role="alert" className="alert alert-error">
          {errorMessage(pricing.error, 'Failed to load pricing information')}
        </div>
      ) : (
        <div className="space-y-4">
          {!data.can_purchase && (
            <div role="status" className="alert alert-info">
              <span>
                Extra slots are available with a Premium or Deposit Bot license.{' '}
                <Link to={paths.pricing} className="link">
                  See plans
                </Link>
              </span>
            </div>
          )}
          <div className="overflow-x-auto">
            {/* Headers wrap and cells stay tight: all four columns fit a 390 px phone. */}
            <table className="table table-xs sm:table-sm [&_th]:whitespace-normal">
              <thead>
                <tr>
                  <th>Type</th>
                  <th className="text-right">Current extras</th>
                  <th className="text-right">Credits / account / month</th>
                  <th className="text-right">Quantity</th>
                </tr>
              </thead>
              <tbody>
                {slotTypes.map((type) => {
                  const price = data.pricing[type];
                  const max = data.can_purchase ? maxBuyable(type, role, price) : 0;
                  return (
                    <tr key={type}>
                      <td>
                        {slotTypeLabels[type]}
                        {type === 'sniping' && role === 'depositor' && (
                          <p className="text-xs opacity-70">
                            Sniping slots come with the Premium plan.{' '}
                            <Link to={paths.pricing} className="link">
                              Upgrade
                            </Link>
                          </p>
                        )}
                      </td>
                      <td className="text-right tabular-nums">{price.current_extras}</td>
                      <td className="text-right tabular-nums">{price.monthly_cost_per_account}</td>
                      <td className="text-right">
                        <input
                          type="number"
                          aria-label={`${slotTypeLabels[type]} slots to buy`}
                          className="input input-bordered input-sm w-16 text-right sm:w-20"
                          min={0}
                          max={max}
                          disabled={max === 0 || purchase.isPending}
                          value={quantities[type]}
                          onChange={(e) =>
                            setQuantities((q) => ({
                              ...q,
                              [type]: clampQuantity(Number(e.target.value), max),
                            }))
                          }
                        />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <dt className="opacity-70">Your credits</dt>
            <dd className="text-right tabular-nums" data-testid="slot-credits">
              {formatCredits(credits)}
            </dd>
            <dt className="opacity-70">Total cost per month</dt>
            <dd className="text-right font-semibold tabular-nums" data-testid="slot-total">
              {formatCredits(total)}
            </dd>
          </dl>
          {shortMessage && (
            <p role="alert" className="text-sm text-error">
              {shortMessage}
            </p>
          )}
          <BillingCycles />
        </div>
      )}
    </Modal>
  );
}
