import { createHash } from 'node:crypto';
import type { Role } from '@skinpilot/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../src/db/database';
import { users } from '../src/modules/users/users.schema';
import { callAs } from './accounts';
import { steamIdOf, validSecret } from './fake-connectors';
import { userWithRole } from './roles';

const DAY_MS = 86_400_000;
let proxyCounter = 0;

/** A trader of `role` with a licence valid for 30 days (or none) and some credits. */
export async function trader(
  app: FastifyInstance,
  db: Db,
  role: Role,
  options: { credits?: number; licence?: 'valid' | 'expired' | 'none' } = {},
) {
  const user = await userWithRole(app, db, role);
  const licence = options.licence ?? (role === 'user' ? 'none' : 'valid');
  await db
    .update(users)
    .set({
      credits: (options.credits ?? 0).toFixed(2),
      licenseExpiry:
        licence === 'none' ? null : new Date(Date.now() + (licence === 'valid' ? 30 : -1) * DAY_MS),
    })
    .where(eq(users.id, user.id));
  return user;
}

/** A Steam account payload the fake (and the sandbox) accepts; each call gets its own proxy. */
export function steamPayload(username: string, overrides: Record<string, string> = {}) {
  proxyCounter += 1;
  return {
    steam_id: steamIdOf(username),
    username,
    password: 'steam password 1',
    shared_secret: validSecret(3),
    identity_secret: validSecret(4),
    proxy: `socks5://proxyuser:proxypass${proxyCounter}@10.0.${Math.floor(proxyCounter / 250)}.${proxyCounter % 250}:1080`,
    wallet_currency: 'USD',
    wallet_country: 'US',
    ...overrides,
  };
}

let usernameCounter = 0;
export const newSteamLogin = () => `steamer_${Date.now().toString(36)}_${(usernameCounter += 1)}`;

export const addSteam = (app: FastifyInstance, token: string, payload: object) =>
  callAs(app, token, 'POST', '/api/trading/accounts/steam', payload);

const cookiesOfTest = new Map<string, number>();
let cookieCounter = 0;
/**
 * A cookie to paste for a sandbox CSGORoll account: a new user every call (the part after `~` is
 * unique), whose inventory is seeded by the part before it, the test's name and the cookie's place
 * in the test. A test that reads which items an inventory holds sees the same items every run,
 * alone (`-t`) or with its file.
 */
export function sandboxRollCookie(prefix: string) {
  const test = expect.getState().currentTestName ?? '';
  const nth = (cookiesOfTest.get(test) ?? 0) + 1;
  cookiesOfTest.set(test, nth);
  const seed = `${prefix}-${createHash('sha256').update(test).digest('hex').slice(0, 12)}-${nth}`;
  return `${seed}~${Date.now().toString(36)}-${(cookieCounter += 1)}`;
}

export const addRoll = (app: FastifyInstance, token: string, payload: object) =>
  callAs(app, token, 'POST', '/api/trading/accounts/csgoroll', payload);

/** Posts a form with the bearer token, the way the extra-slots dialog does. */
export function postFormAs(app: FastifyInstance, token: string, url: string, fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
  });
}
