import type { z } from 'zod';
import type { AdminProduct, createProductBody, updateProductBody } from '@skinpilot/contract';
import type { Db } from '../../db/database';
import { AppError, conflict, notFound } from '../../errors/app-error';
import { writeAdminAudit } from '../audit/write-admin-audit';
import { hasPurchases, productSalesSince, type ProductSales } from './product-sales.repository';
import type { ProductRow } from './products.schema';
import {
  deleteProduct,
  insertProduct,
  listProducts,
  lockProduct,
  updateProduct,
} from './products.repository';

export type AdminProductsDeps = { db: Db; now: () => Date };
type ProductFields = z.output<typeof updateProductBody>;

const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

export async function listAdminProducts({ db, now }: AdminProductsDeps) {
  const [rows, sales] = await Promise.all([
    listProducts(db),
    productSalesSince(db, new Date(now().getTime() - THIRTY_DAYS_MS)),
  ]);
  return { products: rows.map((row) => toAdminProduct(row, sales.get(row.productId))) };
}

export async function createAdminProduct(
  { db }: AdminProductsDeps,
  adminId: string,
  input: z.output<typeof createProductBody>,
) {
  return db.transaction(async (tx) => {
    const row = await insertProduct(tx, { productId: input.product_id, ...columns(input) });
    if (!row) throw conflict(`A product with the id ${input.product_id} already exists.`);
    await writeAdminAudit(tx, {
      adminId,
      action: 'product.create',
      targetType: 'product',
      targetId: row.productId,
      after: toAdminProduct(row),
    });
    return { message: 'Product created successfully', product: toAdminProduct(row) };
  });
}

/** Everything but the product id: purchases and links point at it, so it never changes. */
export async function updateAdminProduct(
  { db }: AdminProductsDeps,
  adminId: string,
  productId: string,
  input: ProductFields,
) {
  if (input.product_id !== undefined && input.product_id !== productId) {
    throw new AppError('validation', 'The product id cannot be changed after creation.', {
      errors: [{ field: 'product_id', message: 'cannot be changed after creation' }],
    });
  }
  return db.transaction(async (tx) => {
    const before = await lockProduct(tx, productId);
    if (!before) throw notFound('No product with this id.');
    const row = await updateProduct(tx, productId, columns(input));
    await writeAdminAudit(tx, {
      adminId,
      action: 'product.update',
      targetType: 'product',
      targetId: productId,
      before: toAdminProduct(before),
      after: toAdminProduct(row!),
    });
    return { message: 'Product updated successfully', product: toAdminProduct(row!) };
  });
}

/** A product that was bought stays: its purchases are the revenue history and refer to it. */
export async function deleteAdminProduct({ db }: AdminProductsDeps, adminId: string, productId: string) {
  return db.transaction(async (tx) => {
    const before = await lockProduct(tx, productId);
    if (!before) throw notFound('No product with this id.');
    if (await hasPurchases(tx, productId)) {
      throw conflict('This product has purchases and cannot be deleted; archive it instead.');
    }
    await deleteProduct(tx, productId);
    await writeAdminAudit(tx, {
      adminId,
      action: 'product.delete',
      targetType: 'product',
      targetId: productId,
      before: toAdminProduct(before),
    });
    return { message: 'Product deleted successfully' };
  });
}

/**
 * For a product with sales (which cannot be deleted): Pricing stops showing it and checkout stops
 * selling it, while the purchases that name it, its revenue and renewals' history stay intact.
 */
export async function archiveAdminProduct(
  { db, now }: AdminProductsDeps,
  adminId: string,
  productId: string,
) {
  return db.transaction(async (tx) => {
    const before = await lockProduct(tx, productId);
    if (!before) throw notFound('No product with this id.');
    if (before.archivedAt) throw conflict('This product is already archived.');
    const row = await updateProduct(tx, productId, { archivedAt: now() });
    await writeAdminAudit(tx, {
      adminId,
      action: 'product.archive',
      targetType: 'product',
      targetId: productId,
      before: { archived_at: null },
      after: { archived_at: row!.archivedAt!.toISOString() },
    });
    return { message: 'Product archived successfully', product: toAdminProduct(row!) };
  });
}

/** Undoes an archive: Pricing shows the product again and checkout sells it. */
export async function restoreAdminProduct({ db }: AdminProductsDeps, adminId: string, productId: string) {
  return db.transaction(async (tx) => {
    const before = await lockProduct(tx, productId);
    if (!before) throw notFound('No product with this id.');
    if (!before.archivedAt) throw conflict('This product is not archived.');
    const row = await updateProduct(tx, productId, { archivedAt: null });
    await writeAdminAudit(tx, {
      adminId,
      action: 'product.restore',
      targetType: 'product',
      targetId: productId,
      before: { archived_at: before.archivedAt.toISOString() },
      after: { archived_at: null },
    });
    return { message: 'Product restored successfully', product: toAdminProduct(row!) };
  });
}

function columns(input: ProductFields) {
  return {
    name: input.name,
    category: input.category,
    type: input.type,
    priceCents: Math.round(input.price * 100),
    durationDays: input.duration_days,
    credits: input.credits,
    description: input.description,
    stripeProductId: input.stripe_product_id,
    testStripeProductId: input.test_stripe_product_id,
  };
}

function toAdminProduct(row: ProductRow, sales?: ProductSales): AdminProduct {
  return {
    product_id: row.productId,
    name: row.name,
    category: row.category,
    type: row.type,
    price: row.priceCents / 100,
    duration_days: row.durationDays,
    credits: row.credits,
    description: row.description,
    stripe_product_id: row.stripeProductId,
    test_stripe_product_id: row.testStripeProductId,
    stats: { recent_purchases: sales?.purchases ?? 0, recent_revenue: (sales?.revenueCents ?? 0) / 100 },
    archived_at: row.archivedAt?.toISOString() ?? null,
  };
}
