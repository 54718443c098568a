import type { Product } from '@skinpilot/contract';
import { asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { products, type ProductRow } from './products.schema';

export async function listProducts(db: DbOrTx): Promise<ProductRow[]> {
  return db.select().from(products).orderBy(asc(products.sortOrder), asc(products.priceCents));
}

/** What Pricing offers: every product but the archived ones. */
export async function listProductsForSale(db: DbOrTx): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(isNull(products.archivedAt))
    .orderBy(asc(products.sortOrder), asc(products.priceCents));
}

export async function findProduct(db: DbOrTx, productId: string): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.productId, productId)).limit(1);
  return row;
}

/** The Pricing page names the product by its name for discounts; ids work too. */
export async function findProductByIdOrName(db: DbOrTx, idOrName: string): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(products)
    .where(or(eq(products.productId, idOrName), eq(products.name, idOrName)))
    .limit(1);
  return row;
}

export function toProduct(row: ProductRow): Product {
  return {
    product_id: row.productId,
    name: row.name,
    type: row.type,
    category: row.category,
    price: row.priceCents / 100,
    price_cents: row.priceCents,
    duration_days: row.durationDays,
    credits: row.credits,
    description: row.description,
  };
}

export type LicenceKind = 'premium' | 'deposit';

/** Which licence cap a product counts against, if any: by category, or a deposit-plan type. */
export function licenceKindOf(
  row: Pick<ProductRow, 'category' | 'type' | 'durationDays'>,
): LicenceKind | null {
  if (!row.durationDays) return null;
  if (row.category === 'deposit_bot_license' || row.type === 'deposit_bot_license') return 'deposit';
  if (row.category === 'premium_license') return 'premium';
  return null;
}

/** `licenceKindOf` as a condition on `products`, for queries that count one kind's checkouts. */
export function isLicenceOfKind(kind: LicenceKind): SQL {
  const isDeposit = sql`(${products.category} = 'deposit_bot_license' or ${products.type} is not distinct from 'deposit_bot_license')`;
  const hasDuration = sql`coalesce(${products.durationDays}, 0) <> 0`;
  return kind === 'deposit'
    ? sql`(${hasDuration} and ${isDeposit})`
    : sql`(${hasDuration} and not ${isDeposit} and ${products.category} = 'premium_license')`;
}

export async function lockProduct(tx: DbOrTx, productId: string): Promise<ProductRow | undefined> {
  const [row] = await tx.select().from(products).where(eq(products.productId, productId)).for('update');
  return row;
}

/** Undefined when the product id is taken. */
export async function insertProduct(
  tx: DbOrTx,
  values: typeof products.$inferInsert,
): Promise<ProductRow | undefined> {
  const [row] = await tx.insert(products).values(values).onConflictDoNothing().returning();
  return row;
}

/** Inserts the products whose ids are not taken yet (the default catalogue's first start). */
export async function insertMissingProducts(
  tx: DbOrTx,
  values: (typeof products.$inferInsert)[],
): Promise<void> {
  await tx.insert(products).values(values).onConflictDoNothing();
}

export async function updateProduct(
  tx: DbOrTx,
  productId: string,
  values: Partial<typeof products.$inferInsert>,
): Promise<ProductRow | undefined> {
  const [row] = await tx.update(products).set(values).where(eq(products.productId, productId)).returning();
  return row;
}

export async function deleteProduct(tx: DbOrTx, productId: string): Promise<void> {
  await tx.delete(products).where(eq(products.productId, productId));
}
