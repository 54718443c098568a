import { and, asc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type { PlatformCounts } from '@skinpilot/domain';
import type { DbOrTx } from '../../db/database';
import { extraSlotCycles, type ExtraSlotCycleRow } from './extra-slots.schema';

/**
 * Extras a user holds now: active and suspended-then-paid cycles count, a cancelled one until its
 * end date, a suspended one not at all (its month is unpaid).
 */
export async function extrasOf(db: DbOrTx, userId: string, now: Date): Promise<PlatformCounts> {
  const rows = await db
    .select({
      type: extraSlotCycles.accountType,
      total: sql<number>`coalesce(sum(${extraSlotCycles.quantity}), 0)`.mapWith(Number),
    })
    .from(extraSlotCycles)
    .where(
      and(
        eq(extraSlotCycles.userId, userId),
        or(
          eq(extraSlotCycles.status, 'active'),
          and(eq(extraSlotCycles.status, 'cancelled'), gt(extraSlotCycles.periodEnd, now)),
        ),
      ),
    )
    .groupBy(extraSlotCycles.accountType);
  const extras: PlatformCounts = { steam: 0, csgoroll: 0, sniping: 0 };
  for (const row of rows) extras[row.type] = row.total;
  return extras;
}

/** The cycles the billing view shows: everything not ended, oldest first. */
export async function visibleCyclesOf(db: DbOrTx, userId: string): Promise<ExtraSlotCycleRow[]> {
  return db
    .select()
    .from(extraSlotCycles)
    .where(
      and(
        eq(extraSlotCycles.userId, userId),
        inArray(extraSlotCycles.status, ['active', 'cancelled', 'suspended']),
      ),
    )
    .orderBy(asc(extraSlotCycles.createdAt), asc(extraSlotCycles.id));
}

export async function insertCycle(tx: DbOrTx, values: typeof extraSlotCycles.$inferInsert) {
  const [row] = await tx.insert(extraSlotCycles).values(values).returning();
  return row!;
}

/** Cycles the renewal job must look at: active or suspended and due, or cancelled and over. */
export async function dueCycleIds(db: DbOrTx, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: extraSlotCycles.id })
    .from(extraSlotCycles)
    .where(
      and(
        inArray(extraSlotCycles.status, ['active', 'suspended', 'cancelled']),
        lte(extraSlotCycles.periodEnd, now),
      ),
    )
    .orderBy(asc(extraSlotCycles.periodEnd))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Locks one due cycle; another worker holding it makes this answer undefined (SKIP LOCKED). */
export async function lockDueCycle(tx: DbOrTx, id: string, now: Date) {
  const [row] = await tx
    .select()
    .from(extraSlotCycles)
    .where(and(eq(extraSlotCycles.id, id), lte(extraSlotCycles.periodEnd, now)))
    .for('update', { skipLocked: true });
  return row;
}

export async function updateCycle(
  tx: DbOrTx,
  id: string,
  values: Partial<typeof extraSlotCycles.$inferInsert>,
): Promise<ExtraSlotCycleRow> {
  const [row] = await tx.update(extraSlotCycles).set(values).where(eq(extraSlotCycles.id, id)).returning();
  return row!;
}

/** Cancels the user's active and suspended cycles of the type (one when its id is given); answers their ids. */
export async function cancelRunningCycles(
  db: DbOrTx,
  userId: string,
  accountType: ExtraSlotCycleRow['accountType'],
  cancelledAt: Date,
  cycleId?: string,
): Promise<{ id: string }[]> {
  return db
    .update(extraSlotCycles)
    .set({ status: 'cancelled', cancelledAt })
    .where(
      and(
        eq(extraSlotCycles.userId, userId),
        eq(extraSlotCycles.accountType, accountType),
        inArray(extraSlotCycles.status, ['active', 'suspended']),
        ...(cycleId ? [eq(extraSlotCycles.id, cycleId)] : []),
      ),
    )
    .returning({ id: extraSlotCycles.id });
}
