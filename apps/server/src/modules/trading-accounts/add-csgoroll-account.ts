import type { addCsgorollAccountBody, TradingAccount } from '@skinpilot/contract';
import type { CsgorollCredentials } from '@skinpilot/connectors';
import type { z } from 'zod';
import { AppError, conflict } from '../../errors/app-error';
import { writeAccountActivity } from '../activity/write-activity';
import type { Actor } from '../../http/authenticate';
import { assertCanAdd, limitsOf } from './account-limits';
import { accountView } from './account-view';
import { findAccountBySteamId, insertAccount, updateAccount, writeSecrets } from './accounts.repository';
import { lockAccountOwner, readAccountOwner } from './account-owner';
import { callPlatform, connectorsOf } from './connector-errors';
import { csgorollColumns } from './csgoroll-columns';
import { sealAll } from './seal-secrets';
import type { TradingContext } from './trading-context';

type Input = z.output<typeof addCsgorollAccountBody>;

/** The SPA waits 45 s for a login and 15 s for a cookie (section 9). */
const deadlineMs = (method: Input['auth_method']) => (method === 'credentials' ? 40_000 : 12_000);

/**
 * Connects a CSGORoll account. The connector signs in once and reads the profile; its Steam id
 * decides the trading account: the caller's account of that Steam id gains the CSGORoll
 * connection, or a new account starts with CSGORoll only.
 */
export async function addCsgorollAccountFor(
  ctx: TradingContext,
  actor: Actor,
  input: Input,
): Promise<TradingAccount> {
  const now = ctx.now();
  const user = await readAccountOwner(ctx.db, actor.id);
  assertCanAdd(user, await limitsOf(ctx.db, user, now), 'csgoroll', now);

  const credentials: CsgorollCredentials =
    input.auth_method === 'cookie'
      ? { method: 'cookie', cookie: (input.cookie ?? '').trim() }
      : { method: 'credentials', email: (input.username ?? '').trim(), password: input.password ?? '' };
  const connectors = connectorsOf(ctx);
  const { user: profile, sessionCookie } = await callPlatform(() => connectors.verifyCsgoroll(credentials), {
    ms: deadlineMs(input.auth_method),
    platform: 'CSGORoll',
    credentials: input.auth_method === 'cookie' ? 'cookie' : 'password',
  });
  const steamId = profile.steamId;
  if (!steamId) {
    throw new AppError(
      'validation',
      'This CSGORoll account has no Steam account linked. Link Steam on CSGORoll first.',
      {
        errors: [
          {
            field: input.auth_method === 'cookie' ? 'cookie' : 'username',
            message: 'has no Steam account linked',
          },
        ],
      },
    );
  }

  const row = await ctx.db.transaction(async (tx) => {
    const locked = await lockAccountOwner(tx, actor.id);
    assertCanAdd(locked, await limitsOf(tx, locked, now), 'csgoroll', now);
    const existing = await findAccountBySteamId(tx, steamId);
    if (existing && existing.userId !== actor.id) {
      throw conflict('This CSGORoll account is already connected to another user.');
    }
    if (existing?.csgorollConnectedAt) throw conflict('This CSGORoll account is already connected.');
    const columns = {
      ...csgorollColumns(profile, now),
      csgorollConnectedAt: now,
      csgorollAuthMethod: input.auth_method,
    };
    const saved = existing
      ? await updateAccount(tx, existing.id, columns)
      : await insertAccount(tx, { userId: actor.id, steamId, createdAt: now, ...columns });
    await writeSecrets(
      tx,
      saved!.id,
      sealAll(ctx.vault, saved!.id, {
        csgoroll_cookie: sessionCookie,
        ...(credentials.method === 'credentials'
          ? { csgoroll_email: credentials.email, csgoroll_password: credentials.password }
          : {}),
      }),
      now,
    );
    await writeAccountActivity(
      tx,
      {
        userId: actor.id,
        steamId,
        type: 'account',
        title: 'CSGORoll account connected',
        description: `${profile.displayName} was connected with ${input.auth_method === 'cookie' ? 'a session cookie' : 'e-mail and password'}.`,
        metadata: { platform: 'csgoroll', action: 'added', auth_method: input.auth_method },
      },
      now,
    );
    await ctx.firstSnapshots?.request(tx, saved!.id);
    return saved!;
  });
  return accountView(row);
}
