import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callAs } from '../../../test/accounts';
import { ledgerMismatches, profileOf, signUpBuyer } from '../../../test/billing';
import { createTestApp } from '../../../test/test-app';
import { users } from '../users/users.schema';

const ctx = await createTestApp();
const { app } = ctx;
const db = ctx.database.db;

const linkDiscord = (userId: string, discordId: string | null) =>
  db.update(users).set({ discordId }).where(eq(users.id, userId));
const start = (token: string) => callAs(app, token, 'POST', '/api/start-free-trial');

describe('the free trial', () => {
  it('is refused without Discord', async () => {
    const user = await signUpBuyer(app, db);
    const res = await start(user.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('Please connect your Discord account first to start the free trial.');
  });

  it('gives 24 hours and 1000 credits through the ledger, once per user', async () => {
    const user = await signUpBuyer(app, db);
    await linkDiscord(user.id, 'discord-1');
    const res = await start(user.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, credits_added: 1000 });
    const me = await profileOf(app, user.token);
    expect(me).toMatchObject({ role: 'free_trial', credits: 1000 });
    const hours = (Date.parse(me.license_expiry) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    expect((await start(user.token)).statusCode).toBe(409);
    // Even after the trial ran out and the user linked another Discord account.
    await db
      .update(users)
      .set({ role: 'user', licenseExpiry: new Date(Date.now() - 1000) })
      .where(eq(users.id, user.id));
    await linkDiscord(user.id, 'discord-1b');
    expect((await start(user.token)).statusCode).toBe(409);
  });

  it('is refused for a second user with the same Discord account', async () => {
    const first = await signUpBuyer(app, db);
    await linkDiscord(first.id, 'discord-2');
    expect((await start(first.token)).statusCode).toBe(200);
    await linkDiscord(first.id, null);
    const second = await signUpBuyer(app, db);
    await linkDiscord(second.id, 'discord-2');
    const res = await start(second.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('The free trial has already been used.');
    expect((await profileOf(app, second.token)).credits).toBe(0);
  });

  it('starts once for two simultaneous clicks', async () => {
    const user = await signUpBuyer(app, db);
    await linkDiscord(user.id, 'discord-3');
    const results = await Promise.all([start(user.token), start(user.token)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await profileOf(app, user.token)).credits).toBe(1000);
    expect(await ledgerMismatches(db)).toEqual([]);
  });
});
