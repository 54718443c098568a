import type { addSteamAccountBody, TradingAccount } from '@skinpilot/contract';
import type { z } from 'zod';
import { AppError, conflict } from '../../errors/app-error';
import { writeAccountActivity } from '../activity/write-activity';
import type { Actor } from '../../http/authenticate';
import { assertCanAdd, limitsOf } from './account-limits';
import { isProxyTaken } from './account-records.queries';
import { maskProxy, normaliseProxy, accountView } from './account-view';
import { findAccountBySteamId, insertAccount, updateAccount, writeSecrets } from './accounts.repository';
import { lockAccountOwner, readAccountOwner } from './account-owner';
import { callPlatform, connectorsOf } from './connector-errors';
import { sealAll } from './seal-secrets';
import { spendSteamLogIn, steamLogInRefused } from './steam-login-budget';
import type { TradingContext } from './trading-context';

type Input = z.output<typeof addSteamAccountBody>;

/** The SPA waits 60 s for this call; our deadline leaves it time to show the answer. */
const VERIFY_DEADLINE_MS = 55_000;

/**
 * Connects a Steam account: rules first (cheap), then the connector logs in through the proxy to
 * prove the credentials, then one transaction re-checks the rules under the user's row lock and
 * stores the account with its secrets sealed.
 */
export async function addSteamAccountFor(
  ctx: TradingContext,
  actor: Actor,
  input: Input,
): Promise<{ account: TradingAccount; username: string }> {
  const now = ctx.now();
  const user = await readAccountOwner(ctx.db, actor.id);
  assertCanAdd(user, await limitsOf(ctx.db, user, now), 'steam', now);
  const fingerprint = ctx.vault.fingerprint(normaliseProxy(input.proxy));
  await assertSteamIdFree(ctx, actor.id, input.steam_id);
  if (await isProxyTaken(ctx.db, fingerprint)) throw proxyTaken();

  const connectors = connectorsOf(ctx);
  const verified = await callPlatform(
    async () => {
      // The check logs in to Steam through the proxy: it spends from the shared log-in budget too.
      await spendSteamLogIn(ctx.db, null, input.proxy.trim());
      return connectors
        .verifySteam({
          username: input.username,
          password: input.password,
          sharedSecret: input.shared_secret.trim(),
          identitySecret: input.identity_secret.trim(),
          proxy: input.proxy.trim(),
        })
        .catch(async (error: unknown) => {
          await steamLogInRefused(ctx.db, null, input.proxy.trim(), error);
          throw error;
        });
    },
    { ms: VERIFY_DEADLINE_MS, platform: 'Steam', credentials: 'password' },
  );
  // The sandbox Steam makes up its own ids, so there the id typed in the form is taken as given.
  if (connectors.mode.steam === 'live' && verified.session.steamId !== input.steam_id) {
    const message = 'This Steam login belongs to a different Steam id.';
    throw new AppError('validation', message, { errors: [{ field: 'steam_id', message }] });
  }

  const row = await ctx.db.transaction(async (tx) => {
    const locked = await lockAccountOwner(tx, actor.id);
    assertCanAdd(locked, await limitsOf(tx, locked, now), 'steam', now);
    const existing = await assertSteamIdFree(ctx, actor.id, input.steam_id, tx);
    if (await isProxyTaken(tx, fingerprint, existing?.id)) throw proxyTaken();
    const { profile, session, proxy } = verified;
    const steamColumns = {
      steamConnectedAt: now,
      steamUsername: input.username,
      steamAvatarUrl: profile.avatarUrl,
      steamLevel: profile.level,
      steamSessionValid: true,
      steamTradeUrl: profile.tradeUrl,
      steamLastLogin: now,
      steamAccessTokenExpiresAt: new Date(session.accessTokenExpiresAt),
      steamCommunityBanned: profile.isCommunityBanned,
      walletCurrency: input.wallet_currency,
      walletCountry: input.wallet_country,
      proxyDisplay: maskProxy(input.proxy),
      proxyFingerprint: fingerprint,
      proxyStatus: 'valid' as const,
      proxyCurrentIp: proxy.exitIp,
    };
    const saved = existing
      ? await updateAccount(tx, existing.id, steamColumns)
      : await insertAccount(tx, {
          userId: actor.id,
          steamId: input.steam_id,
          createdAt: now,
          ...steamColumns,
        });
    await writeSecrets(
      tx,
      saved!.id,
      sealAll(ctx.vault, saved!.id, {
        steam_password: input.password,
        steam_shared_secret: input.shared_secret.trim(),
        steam_identity_secret: input.identity_secret.trim(),
        steam_refresh_token: session.refreshToken,
        steam_proxy: input.proxy.trim(),
      }),
      now,
    );
    await writeAccountActivity(
      tx,
      {
        userId: actor.id,
        steamId: input.steam_id,
        type: 'account',
        title: 'Steam account connected',
        description: `${input.username} was connected through its proxy.`,
        metadata: { platform: 'steam', action: 'added' },
      },
      now,
    );
    await ctx.firstSnapshots?.request(tx, saved!.id);
    return saved!;
  });
  return { account: accountView(row), username: input.username };
}

const proxyTaken = () =>
  conflict('This proxy is already used by another Steam account. Each Steam account needs its own proxy.');

/** The Steam id may be new, or the caller's own CSGORoll-only account; anything else is refused. */
async function assertSteamIdFree(
  ctx: TradingContext,
  userId: string,
  steamId: string,
  db: Parameters<typeof findAccountBySteamId>[0] = ctx.db,
) {
  const existing = await findAccountBySteamId(db, steamId);
  if (existing && existing.userId !== userId) {
    throw conflict('This Steam account is already connected to another user.');
  }
  if (existing?.steamConnectedAt) throw conflict('This Steam account is already connected.');
  return existing;
}
