import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { notificationOutbox, type NotificationRow } from './notification-outbox.schema';

export async function insertOutboxMessage(tx: DbOrTx, values: typeof notificationOutbox.$inferInsert) {
  await tx.insert(notificationOutbox).values(values);
}

/**
 * The oldest due pending message under a row lock; SKIP LOCKED, so two workers draining at once
 * take different messages and never send one twice.
 */
export async function lockNextDueMessage(tx: DbOrTx, now: Date): Promise<NotificationRow | undefined> {
  const [row] = await tx
    .select()
    .from(notificationOutbox)
    .where(and(eq(notificationOutbox.status, 'pending'), lte(notificationOutbox.nextAttemptAt, now)))
    .orderBy(asc(notificationOutbox.nextAttemptAt), asc(notificationOutbox.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

export async function updateOutboxMessage(
  tx: DbOrTx,
  id: string,
  change: Partial<Pick<NotificationRow, 'status' | 'attempts' | 'sentAt' | 'lastError' | 'nextAttemptAt'>>,
) {
  await tx.update(notificationOutbox).set(change).where(eq(notificationOutbox.id, id));
}

export async function outboxCounts(db: DbOrTx): Promise<{ pending: number; failed: number }> {
  const [counts] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${notificationOutbox.status} = 'pending')::int`,
      failed: sql<number>`count(*) filter (where ${notificationOutbox.status} = 'failed')::int`,
    })
    .from(notificationOutbox);
  return { pending: counts?.pending ?? 0, failed: counts?.failed ?? 0 };
}

export async function latestOutboxMessages(db: DbOrTx, limit: number): Promise<NotificationRow[]> {
  return db.select().from(notificationOutbox).orderBy(desc(notificationOutbox.createdAt)).limit(limit);
}
