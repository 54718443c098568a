import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { productCategoryValues } from '@skinpilot/contract';

export type ProductCategory = (typeof productCategoryValues)[number];

/** Section 3's Product. A product with duration_days is a licence; without it, a credit pack. */
export const products = pgTable(
  'products',
  {
    productId: text('product_id').primaryKey(),
    name: text('name').notNull(),
    type: text('type'),
    category: text('category', { enum: productCategoryValues }).notNull(),
    /** Euro cents: money is never a float. */
    priceCents: integer('price_cents').notNull(),
    durationDays: integer('duration_days'),
    credits: integer('credits'),
    description: text('description'),
    stripeProductId: text('stripe_product_id'),
    testStripeProductId: text('test_stripe_product_id'),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Archived: hidden from Pricing and closed to checkout, kept because purchases name it. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_category_idx').on(t.category, t.sortOrder),
    check('products_price_not_negative', sql`${t.priceCents} >= 0`),
  ],
);

export type ProductRow = typeof products.$inferSelect;
