import { and, desc, eq, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { purchases, type PaymentMethod, type PurchaseRow, type PurchaseStatus } from './billing.schema';

/** Every read of a purchase for a user is scoped by that user: someone else's answers nothing. */
export const purchasesRepository = {
  async insert(db: DbOrTx, values: typeof purchases.$inferInsert): Promise<PurchaseRow> {
    const [row] = await db.insert(purchases).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  async setProviderRef(db: DbOrTx, id: string, providerRef: string) {
    await db.update(purchases).set({ providerRef }).where(eq(purchases.id, id));
  },

  async findByRef(db: DbOrTx, provider: string, providerRef: string) {
    const [row] = await db
      .select()
      .from(purchases)
      .where(and(eq(purchases.provider, provider), eq(purchases.providerRef, providerRef)))
      .limit(1);
    return row;
  },

  async findOwnedByRef(db: DbOrTx, userId: string, ref: string, method: PaymentMethod) {
    const [row] = await db
      .select()
      .from(purchases)
      .where(
        and(
          eq(purchases.userId, userId),
          eq(purchases.method, method),
          method === 'crypto'
            ? or(eq(purchases.paymentRef, ref), eq(purchases.providerRef, ref))
            : eq(purchases.providerRef, ref),
        ),
      )
      .limit(1);
    return row;
  },

  async findById(db: DbOrTx, id: string) {
    const [row] = await db.select().from(purchases).where(eq(purchases.id, id)).limit(1);
    return row;
  },

  async lockById(db: DbOrTx, id: string) {
    const [row] = await db.select().from(purchases).where(eq(purchases.id, id)).for('update');
    return row;
  },

  /** A status other than completed; a completed purchase never goes back. */
  async setOpenStatus(
    db: DbOrTx,
    id: string,
    status: Exclude<PurchaseStatus, 'completed'>,
    extra: { errorMessage?: string; paymentRef?: string } = {},
  ) {
    await db
      .update(purchases)
      .set({ status, ...extra })
      .where(and(eq(purchases.id, id), ne(purchases.status, 'completed')));
  },

  async listForUser(db: DbOrTx, userId: string, limit = 200) {
    return db
      .select()
      .from(purchases)
      .where(eq(purchases.userId, userId))
      .orderBy(desc(purchases.createdAt))
      .limit(limit);
  },
};
