import { AppError, badRequest, conflict } from '../../errors/app-error';
import { accountView, normaliseProxy } from '../trading-accounts/account-view';
import { requireAccountOf, type TradingAccountRow } from '../trading-accounts/accounts.queries';
import { openAccountSecrets } from '../trading-accounts/open-account-secrets';
import { isProxyTaken } from '../trading-accounts/account-records.queries';
import { recordProxyTest, replaceSteamProxy } from '../trading-accounts/replace-steam-proxy';
import { requireSteam, type SteamToolsContext } from './steam-tools-context';

const proxyTaken = () =>
  conflict('This proxy is already used by another Steam account. Each Steam account needs its own proxy.');

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505';

/** Connects through the proxy to the IP-echo service: the answer is the proxy's exit IP. */
async function probe(ctx: SteamToolsContext, proxy: string) {
  try {
    return { ok: true as const, ip: (await ctx.probe(proxy)).ip };
  } catch (error) {
    return { ok: false as const, error: readable(error) };
  }
}

/** The SOCKS agent reports sockets' own codes; people get a sentence. */
function readable(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  if (/ECONNREFUSED/.test(message)) return 'The proxy refused the connection.';
  if (/ETIMEDOUT|timed? ?out/i.test(message)) return 'The proxy did not answer in time.';
  if (/ENOTFOUND|EAI_AGAIN/.test(message)) return 'The proxy host could not be found.';
  if (/socks/i.test(message)) return 'The proxy did not answer as a SOCKS5 proxy.';
  return message || 'The proxy connection failed.';
}

/**
 * Section 5's proxy update: a SOCKS5 address (the contract refuses others) that no other Steam
 * account uses, tested through itself before it is stored. A running client moves to it.
 */
export async function updateProxyFor(
  ctx: SteamToolsContext,
  userId: string,
  account: TradingAccountRow,
  newProxy: string,
) {
  requireSteam(account);
  const proxy = newProxy.trim();
  const fingerprint = ctx.vault.fingerprint(normaliseProxy(proxy));
  if (await isProxyTaken(ctx.db, fingerprint, account.id)) throw proxyTaken();
  const tested = await probe(ctx, proxy);
  if (!tested.ok) throw badRequest(`The proxy did not work: ${tested.error}`);
  try {
    await ctx.db.transaction(async (tx) => {
      if (await isProxyTaken(tx, fingerprint, account.id)) throw proxyTaken();
      await replaceSteamProxy(
        tx,
        ctx.vault,
        account.id,
        { address: proxy, fingerprint, exitIp: tested.ip },
        ctx.now(),
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw proxyTaken();
    throw error;
  }
  if (account.steamSessionValid) await restartThroughNewProxy(ctx, userId, account);
  return {
    message: 'Proxy updated successfully',
    account: accountView(await requireAccountOf(ctx.db, userId, account.steamId)),
  };
}

/** The old client still talks through the old proxy; a failed restart leaves it stopped. */
async function restartThroughNewProxy(ctx: SteamToolsContext, userId: string, account: TradingAccountRow) {
  await ctx.sessions.stop(account);
  const fresh = await requireAccountOf(ctx.db, userId, account.steamId);
  await ctx.budget
    .spend(account.id)
    .then(
      () => ctx.sessions.start(fresh),
      () => undefined,
    )
    .catch(() => undefined);
}

/** Tests the stored proxy through itself and records the outcome; a failing proxy is an answer, not an error. */
export async function validateProxyFor(ctx: SteamToolsContext, userId: string, account: TradingAccountRow) {
  requireSteam(account);
  const proxy = (await openAccountSecrets(ctx.db, ctx.vault, account.id)).steam_proxy;
  if (!proxy) throw new AppError('bad_request', 'This account has no proxy yet. Set one first.');
  const tested = await probe(ctx, proxy);
  await recordProxyTest(ctx.db, account.id, tested);
  return {
    is_valid: tested.ok,
    current_ip: tested.ok ? tested.ip : null,
    error_message: tested.ok ? null : tested.error,
    account: accountView(await requireAccountOf(ctx.db, userId, account.steamId)),
  };
}
