import { randomUUID } from 'node:crypto';
import type { Role } from '@skinpilot/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { users } from '../users/users.schema';
import { snipingRefusalOf, snipingRefusalSql } from './sniping-right';

const { database } = await createTestApp();
const db = database.db;

const now = new Date('2026-11-26T12:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000);
const columns = { role: users.role, licenseExpiry: users.licenseExpiry, credits: users.credits };

type Case = [name: string, role: Role, licenseExpiry: Date | null, credits: string];

const cases: Case[] = [
  ['an admin without licence or credits', 'admin', null, '0.00'],
  ['an admin with an expired licence', 'admin', inDays(-3), '0.50'],
  ['an expired licence', 'premium', inDays(-1), '500.00'],
  ['a licence that ends this instant', 'premium', now, '500.00'],
  ['no licence', 'depositor', null, '500.00'],
  ['no licence and no credits', 'user', null, '0.00'],
  ['credits below 1', 'premium', inDays(30), '0.99'],
  ['no credits', 'free_trial', inDays(1), '0.00'],
  ['exactly 1 credit', 'premium', inDays(30), '1.00'],
  ['plenty of credits', 'depositor', inDays(30), '250.00'],
];

describe('the sniping right in SQL', () => {
  it.each(cases)(
    'answers what snipingRefusal answers for %s',
    async (_name, role, licenseExpiry, credits) => {
      const id = randomUUID();
      await db.insert(users).values({
        id,
        username: `right-${id.slice(0, 8)}`,
        email: `${id}@example.test`,
        passwordHash: 'not used',
        role,
        licenseExpiry,
        credits,
      });
      const [row] = await db
        .select({ refusal: snipingRefusalSql(columns, now) })
        .from(users)
        .where(eq(users.id, id));
      expect(row?.refusal ?? null).toBe(
        snipingRefusalOf({ id, role, licenseExpiry, credits: Number(credits) }, now),
      );
    },
  );

  it('covers every answer of the rule', () => {
    const answers = new Set(
      cases.map(([, role, licenseExpiry, credits]) =>
        snipingRefusalOf({ id: '', role, licenseExpiry, credits: Number(credits) }, now),
      ),
    );
    expect(answers).toEqual(new Set([null, 'License required', 'Credits required']));
  });
});
