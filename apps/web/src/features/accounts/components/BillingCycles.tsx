import { parseUtcTimestamp } from '@skinpilot/domain';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../../shared/api/api-error';
import { useToast } from '../../../shared/toast/toast-context';
import { extraAccountsBillingQuery, useCancelExtraAccounts } from '../api/extra-accounts';
import { slotTypeLabels, slotTypes } from '../lib/extra-slots';

const day = (iso: string | null) => (iso ? new Date(parseUtcTimestamp(iso)).toLocaleDateString() : '—');

export function BillingCycles() {
  const toast = useToast();
  const billing = useQuery(extraAccountsBillingQuery);
  const cancel = useCancelExtraAccounts();
  if (billing.isPending) return null;
  if (billing.isError)
    return <p className="text-sm text-error">{errorMessage(billing.error, 'Failed to load billing')}</p>;
  const cycles = slotTypes.flatMap((type) => billing.data.billing[type]);
  if (cycles.length === 0) return null;

  return (
    <section aria-label="Billing cycles">
      <h4 className="mb-2 font-semibold">Billing cycles</h4>
      <ul className="space-y-2">
        {cycles.map((cycle) => (
          <li
            key={cycle.id}
            className="flex flex-wrap items-center gap-2 rounded-box bg-base-200 p-2 text-sm"
          >
            <span className="font-semibold">
              {cycle.quantity} × {slotTypeLabels[cycle.account_type]}
            </span>
            <span className="tabular-nums opacity-70">{cycle.monthly_cost} credits / month</span>
            {cycle.status === 'active' ? (
              <>
                <span className="badge badge-success badge-sm">Active</span>
                <span className="opacity-70">Next billing {day(cycle.next_billing_date)}</span>
                <button
                  type="button"
                  className="btn btn-ghost btn-xs ml-auto text-error"
                  disabled={cancel.isPending}
                  onClick={() =>
                    cancel.mutate(
                      { account_type: cycle.account_type, cycle_id: cycle.id },
                      {
                        onSuccess: (answer) => toast.success(answer.message, { durationMs: 3000 }),
                        onError: (error) =>
                          toast.error(errorMessage(error, 'Failed to cancel billing cycle'), {
                            durationMs: 3000,
                          }),
                      },
                    )
                  }
                >
                  Cancel
                </button>
              </>
            ) : cycle.status === 'cancelled' ? (
              <>
                <span className="badge badge-neutral badge-sm">Cancelled</span>
                <span className="opacity-70">Access until {day(cycle.end_date)}</span>
              </>
            ) : (
              <>
                <span className="badge badge-warning badge-sm">Payment required</span>
                <span className="opacity-70">Add credits to restore these slots</span>
              </>
            )}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-right text-sm">
        Total monthly cost:{' '}
        <span className="font-semibold tabular-nums">{billing.data.total_monthly_cost}</span> credits
      </p>
    </section>
  );
}
