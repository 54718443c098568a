import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './products.schema';
import { users } from '../users/users.schema';

export const purchaseStatuses = ['pending', 'waiting_for_charge', 'completed', 'failed'] as const;
export type PurchaseStatus = (typeof purchaseStatuses)[number];
export const paymentMethods = ['card', 'crypto'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const discountCodes = pgTable(
  'discount_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Upper-case letters and digits, stored as typed by the admin (already upper-cased). */
    code: text('code').notNull(),
    percent: integer('percent').notNull(),
    /** 0 means unlimited. */
    usageLimit: integer('usage_limit').notNull().default(0),
    /** Counted on completion only, never past usage_limit (checked under a row lock). */
    timesUsed: integer('times_used').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Product categories the code applies to (credits_only stands for credit packs); empty = all. */
    productTypes: text('product_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('discount_codes_code_key').on(t.code),
    index('discount_codes_created_idx').on(t.createdAt),
    // The admin list searches codes by prefix (LIKE 'ABC%'), which a plain btree cannot serve.
    index('discount_codes_code_prefix_idx').on(t.code.op('text_pattern_ops')),
    check('discount_codes_percent_range', sql`${t.percent} between 1 and 100`),
    check('discount_codes_usage_not_negative', sql`${t.usageLimit} >= 0 and ${t.timesUsed} >= 0`),
  ],
);

export const purchases = pgTable(
  'purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.productId, { onDelete: 'restrict' }),
    /** Kept as bought: renaming a product later does not rewrite history. */
    productName: text('product_name').notNull(),
    method: text('method', { enum: paymentMethods }).notNull(),
    provider: text('provider').notNull(),
    /** The checkout session id (card) or invoice id (crypto) the provider knows this purchase by. */
    providerRef: text('provider_ref').notNull(),
    /** NOWPayments' payment id (the NP_id the success page carries), known once its IPN arrives. */
    paymentRef: text('payment_ref'),
    status: text('status', { enum: purchaseStatuses }).notNull().default('pending'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('eur'),
    discountCodeId: uuid('discount_code_id').references(() => discountCodes.id, { onDelete: 'set null' }),
    discountPercent: integer('discount_percent'),
    receiptUrl: text('receipt_url'),
    errorMessage: text('error_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('purchases_provider_ref_key').on(t.provider, t.providerRef),
    index('purchases_payment_ref_idx').on(t.paymentRef),
    index('purchases_user_created_idx').on(t.userId, t.createdAt),
    index('purchases_status_created_idx').on(t.status, t.createdAt),
    index('purchases_discount_status_idx').on(t.discountCodeId, t.status),
    index('purchases_product_created_idx').on(t.productId, t.createdAt),
    check('purchases_amount_not_negative', sql`${t.amountCents} >= 0`),
  ],
);

export type PurchaseRow = typeof purchases.$inferSelect;

/** One row per completed purchase that used a code: the usage count is a fact, not a guess. */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    discountCodeId: uuid('discount_code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    purchaseId: uuid('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.discountCodeId, t.purchaseId] }),
    index('discount_redemptions_user_idx').on(t.userId),
  ],
);

/** Every provider event we acted on, keyed by the provider's event id: a replay is a no-op. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** A Discord account may start one trial, ever, whichever user it is linked to at the time. */
export const freeTrials = pgTable(
  'free_trials',
  {
    discordId: text('discord_id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('free_trials_user_key').on(t.userId)],
);
