import type { BillingCycle } from '@skinpilot/contract';
import type { ExtraSlotCycleRow } from './extra-slots.schema';

export function cycleView(row: ExtraSlotCycleRow): BillingCycle {
  const status = row.status === 'ended' ? 'cancelled' : row.status;
  return {
    id: row.id,
    account_type: row.accountType,
    quantity: row.quantity,
    status,
    monthly_cost: Number(row.monthlyCost),
    next_billing_date: status === 'cancelled' ? null : row.periodEnd.toISOString(),
    end_date: row.periodEnd.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}
