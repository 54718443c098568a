import type { LiveWalletEvent } from '@skinpilot/contract';
import type { Db } from '../../db/database';
import { announce } from '../live-events/announce';
import { lockCsgorollWallets, setConnectionState } from './connection-state.repository';

export type WalletAmount = { name: string; amount: number };

/** CSGORoll's coin wallet; the gem wallets (GEMSTONE, GEMSTONE_SHINY) are kept beside it. */
const MAIN_WALLET = 'MAIN';

const cents = (n: number) => Math.round(n * 100) / 100;

/**
 * A wallet change the bot runtime saw (CSGORoll's wallet subscription, or a fresh read of the user):
 * the account's balances and `last_checked` follow it at once, and the owner's dashboards are told,
 * in one transaction. `merge` updates the named wallets and keeps the others (one wallet's update);
 * `replace` takes the list as the whole truth (a read of the user). Answers false when nothing changed,
 * so a repeated frame or a check that found the same amounts writes nothing.
 */
export async function recordWallets(
  db: Db,
  accountId: string,
  given: readonly WalletAmount[],
  mode: 'merge' | 'replace',
  at: Date,
): Promise<boolean> {
  const fresh = given
    .filter((w) => typeof w?.name === 'string' && Number.isFinite(w.amount))
    .map((w) => ({ name: w.name, amount: cents(w.amount) }));
  if (fresh.length === 0) return false;
  return db.transaction(async (tx) => {
    const account = await lockCsgorollWallets(tx, accountId);
    if (!account) return false;
    const before = account.wallets ?? [];
    const wallets =
      mode === 'replace'
        ? fresh
        : [
            ...before.map((w) => fresh.find((f) => f.name === w.name) ?? w),
            ...fresh.filter((f) => !before.some((w) => w.name === f.name)),
          ];
    if (JSON.stringify(wallets) === JSON.stringify(before)) return false;
    const main = wallets.find((w) => w.name.toUpperCase() === MAIN_WALLET) ?? wallets[0];
    const mainBalance = main?.amount ?? 0;
    await setConnectionState(tx, accountId, {
      csgorollWallets: wallets,
      csgorollMainBalance: mainBalance.toFixed(2),
      csgorollLastChecked: at,
    });
    const event: LiveWalletEvent = {
      steam_id: account.steamId,
      wallets,
      main_balance: mainBalance,
      last_checked: at.toISOString(),
    };
    await announce(tx, account.userId, 'wallet', event);
    return true;
  });
}
