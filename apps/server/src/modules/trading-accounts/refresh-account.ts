import { ConnectorError } from '@skinpilot/connectors';
import { AppError } from '../../errors/app-error';
import { writeAccountActivity, type AccountActivity } from '../activity/write-activity';
import type { Actor } from '../../http/authenticate';
import { attemptLimiter } from '../../http/attempt-limiter';
import { accountView } from './account-view';
import { updateAccount, writeSecrets } from './accounts.repository';
import { readSecrets, requireAccountOf } from './accounts.queries';
import { callPlatform, connectorsOf } from './connector-errors';
import { csgorollColumns } from './csgoroll-columns';
import { openAll, sealAll } from './seal-secrets';
import { refreshActivity, sessionChange } from './refresh-activities';
import type { TradingAccountRow } from './trading-accounts.schema';
import { steamOwnerOf } from './steam-owner';
import type { TradingContext } from './trading-context';

export type RefreshScope = 'all' | 'steam' | 'csgoroll';

const REFRESH_DEADLINE_MS = 9_000;

/** A session the platform no longer accepts is a state to show, not a failed call. */
const isSessionProblem = (error: unknown) =>
  error instanceof ConnectorError && ['UNAUTHENTICATED', 'INVALID_CREDENTIALS'].includes(error.code);

/**
 * Re-reads the account's platforms through the connectors and records what they say. An expired
 * session or a dead proxy is recorded on the account and reported in the message; an unreachable
 * platform is a 503. Ten refreshes per account in ten minutes; the eleventh is a 429.
 */
export async function refreshAccountFor(
  ctx: TradingContext,
  actor: Actor,
  steamId: string,
  scope: RefreshScope,
) {
  const account = await requireAccountOf(ctx.db, actor.id, steamId);
  // Every refresh (any scope, success or not) spends from the account's budget: each one logs in
  // to Steam or CSGORoll through the account's proxy.
  const limiter = attemptLimiter(ctx.db, ctx.now);
  await limiter.take('account_refresh', { account: account.id });
  const wantsSteam = scope !== 'csgoroll';
  const wantsCsgoroll = scope !== 'steam';
  if (scope === 'steam' && !account.steamConnectedAt) throw noPlatform('Steam');
  if (scope === 'csgoroll' && !account.csgorollConnectedAt) throw noPlatform('CSGORoll');
  const notes: string[] = [];
  const secrets = openAll(ctx.vault, account.id, await readSecrets(ctx.db, account.id));
  if (wantsSteam && account.steamConnectedAt) notes.push(...(await refreshSteam(ctx, account, secrets)));
  if (wantsCsgoroll && account.csgorollConnectedAt)
    notes.push(...(await refreshCsgoroll(ctx, account, secrets)));
  const fresh = await requireAccountOf(ctx.db, actor.id, steamId);
  await writeAccountActivity(ctx.db, refreshActivity(fresh, scope, notes), ctx.now());
  return {
    message: notes.length > 0 ? `Warning: ${notes.join(' ')}` : 'Account refreshed successfully',
    account: accountView(fresh),
  };
}

const noPlatform = (name: string) => new AppError('not_found', `This account has no ${name} connection.`);

/** The account's new state, and the `auth` activity of a session that changed with it, in one transaction. */
async function update(
  ctx: TradingContext,
  id: string,
  values: Parameters<typeof updateAccount>[2],
  activity?: AccountActivity | null,
) {
  await ctx.db.transaction(async (tx) => {
    await updateAccount(tx, id, values);
    if (activity) await writeAccountActivity(tx, activity, ctx.now());
  });
}

type OpenSecrets = ReturnType<typeof openAll>;

async function refreshSteam(
  ctx: TradingContext,
  account: TradingAccountRow,
  secrets: OpenSecrets,
): Promise<string[]> {
  const connectors = connectorsOf(ctx);
  const proxy = secrets.steam_proxy ?? '';
  const notes: string[] = [];
  const now = ctx.now();
  try {
    const check = await callPlatform(() => connectors.checkProxy(proxy), {
      ms: REFRESH_DEADLINE_MS,
      platform: 'The proxy',
      credentials: 'proxy',
    });
    await update(ctx, account.id, { proxyStatus: 'valid', proxyCurrentIp: check.exitIp });
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'validation') throw error;
    await update(ctx, account.id, { proxyStatus: 'invalid', proxyCurrentIp: null });
    return ['The proxy could not be reached.'];
  }
  // The account's Steam client is its session owner's (decision 038): a refresh logs in only when
  // no process holds a session yet.
  const owner = steamOwnerOf({ db: ctx.db, vault: ctx.vault, connectors });
  try {
    const { profile, expiresAt } = await owner.use(account.id, async (client) => ({
      profile: await client.profile(),
      expiresAt: client.sessionStatus().accessTokenExpiresAt,
    }));
    await update(
      ctx,
      account.id,
      {
        steamSessionValid: true,
        steamAvatarUrl: profile.avatarUrl,
        steamLevel: profile.level,
        steamTradeUrl: profile.tradeUrl,
        steamCommunityBanned: profile.isCommunityBanned,
        steamAccessTokenExpiresAt: expiresAt ? new Date(expiresAt) : null,
        steamLastLogin: now,
      },
      account.steamSessionValid ? null : sessionChange(account, 'steam', 'valid'),
    );
  } catch (error) {
    if (!isSessionProblem(error)) throw toUnavailable(error);
    await update(
      ctx,
      account.id,
      { steamSessionValid: false },
      account.steamSessionValid ? sessionChange(account, 'steam', 'invalid') : null,
    );
    notes.push('The Steam session is no longer valid; connect the account again.');
  }
  return notes;
}

async function refreshCsgoroll(
  ctx: TradingContext,
  account: TradingAccountRow,
  secrets: OpenSecrets,
): Promise<string[]> {
  const connectors = connectorsOf(ctx);
  const now = ctx.now();
  const credentials =
    account.csgorollAuthMethod === 'credentials' && secrets.csgoroll_email && secrets.csgoroll_password
      ? { method: 'credentials' as const, email: secrets.csgoroll_email, password: secrets.csgoroll_password }
      : { method: 'cookie' as const, cookie: secrets.csgoroll_cookie ?? '' };
  const client = connectors.csgoroll(credentials, {
    onSessionRenewed: (cookie) => storeRenewed(ctx, account.id, { csgoroll_cookie: cookie }, now),
  });
  try {
    const profile = await client.currentUser();
    await update(
      ctx,
      account.id,
      csgorollColumns(profile, now),
      account.csgorollCookieValid ? null : sessionChange(account, 'csgoroll', 'valid'),
    );
    return [];
  } catch (error) {
    if (!isSessionProblem(error)) throw toUnavailable(error);
    await update(
      ctx,
      account.id,
      { csgorollCookieValid: false, csgorollLastChecked: now },
      account.csgorollCookieValid ? sessionChange(account, 'csgoroll', 'invalid') : null,
    );
    return ['The CSGORoll session has expired; connect the account again.'];
  } finally {
    await client.close().catch(() => undefined);
  }
}

/**
 * A platform renewed the session mid-call: keep the new token on the side. The write must not fail
 * the refresh or go unhandled (the account may have been deleted meanwhile); a lost one only means
 * the next log-in starts a fresh session.
 */
function storeRenewed(
  ctx: TradingContext,
  accountId: string,
  values: Parameters<typeof sealAll>[2],
  now: Date,
): void {
  writeSecrets(ctx.db, accountId, sealAll(ctx.vault, accountId, values), now).catch(() => undefined);
}

function toUnavailable(error: unknown): unknown {
  if (error instanceof ConnectorError) return new AppError('unavailable', error.message);
  return error;
}
