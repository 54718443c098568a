import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/database';
import type { CardPayments } from '../src/integrations/payments/payments';
import { discountCodes } from '../src/modules/billing/billing.schema';
import { seedDefaultCatalogue } from '../src/modules/billing/seed-catalogue';
import { users } from '../src/modules/users/users.schema';
import { callAs, signUpUser } from './accounts';

/** A stand-in for Stripe's API (the outside world): sessions with Stripe-like ids, no network. */
export function fakeStripeCheckout(): CardPayments & { created: string[] } {
  const created: string[] = [];
  return {
    provider: 'stripe',
    isTestMode: true,
    created,
    async createCheckout() {
      const sessionId = `cs_test_${randomBytes(12).toString('hex')}`;
      created.push(sessionId);
      return { sessionId, url: `https://checkout.stripe.com/c/pay/${sessionId}` };
    },
  };
}

export async function seedCatalogue(db: Db) {
  await seedDefaultCatalogue(db);
}

export async function createDiscount(
  db: Db,
  values: {
    code: string;
    percent: number;
    usageLimit?: number;
    productTypes?: string[];
    active?: boolean;
    expiresAt?: Date;
  },
) {
  const [row] = await db.insert(discountCodes).values(values).returning();
  return row!;
}

export async function signUpBuyer(app: FastifyInstance, db: Db) {
  const account = await signUpUser(app);
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
  return { ...account, id: row!.id };
}

export async function profileOf(app: FastifyInstance, token: string) {
  return (await callAs(app, token, 'GET', '/api/users/me')).json();
}

/** The invariant of the credits ledger: every balance equals the sum of its user's rows. */
export async function ledgerMismatches(db: Db) {
  const result = await db.execute<{ id: string }>(sql`
    select u.id from users u
    left join (select user_id, sum(amount) as total from credit_ledger group by user_id) l on l.user_id = u.id
    where u.credits <> coalesce(l.total, 0)`);
  return result.rows;
}
