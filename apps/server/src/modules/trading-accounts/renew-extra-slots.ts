import type { Db } from '../../db/database';
import { reconcileAccountStanding } from './account-standing';
import { lockAccountOwner } from './account-owner';
import { chargeCredits } from './billing-bridge';
import { addMonth } from './extra-slot-rules';
import { dueCycleIds, lockDueCycle, updateCycle } from './extra-slots.repository';

export type RenewalOutcome = { renewed: number; suspended: number; ended: number };

const BATCH = 200;

/**
 * The scheduled renewal: every due cycle in its own transaction. An active or suspended cycle is
 * charged for another month when the credits cover it, otherwise it is (or stays) suspended; a
 * cancelled cycle past its end date ends. Account statuses follow in the same transaction.
 * Cycles another worker is renewing are skipped (SKIP LOCKED), so workers can run side by side.
 */
export async function renewDueExtraSlots(db: Db, now: Date): Promise<RenewalOutcome> {
  const outcome: RenewalOutcome = { renewed: 0, suspended: 0, ended: 0 };
  for (const id of await dueCycleIds(db, now, BATCH)) {
    await db.transaction(async (tx) => {
      const cycle = await lockDueCycle(tx, id, now);
      if (!cycle) return;
      const user = await lockAccountOwner(tx, cycle.userId);
      if (cycle.status === 'cancelled') {
        await updateCycle(tx, cycle.id, { status: 'ended' });
        outcome.ended += 1;
      } else if (user.credits >= Number(cycle.monthlyCost)) {
        await chargeCredits(tx, { userId: user.id, amount: Number(cycle.monthlyCost), reference: cycle.id });
        // A cycle that waited (suspended, or the job was down) restarts today rather than in the past.
        const start = cycle.status === 'active' && addMonth(cycle.periodEnd) > now ? cycle.periodEnd : now;
        await updateCycle(tx, cycle.id, { status: 'active', periodStart: start, periodEnd: addMonth(start) });
        outcome.renewed += 1;
      } else {
        if (cycle.status !== 'suspended') outcome.suspended += 1;
        await updateCycle(tx, cycle.id, { status: 'suspended' });
      }
      await reconcileAccountStanding(tx, user, now);
    });
  }
  return outcome;
}
