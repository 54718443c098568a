import type { TradingAccount } from '@skinpilot/contract';

/** The one way coins and credits are written (1,000.00), shared with the server's texts. */
export { formatBalance } from '@skinpilot/domain';

/** What a card calls the account: its label, else a platform username, else its Steam id. */
export function accountName(account: TradingAccount): string {
  return (
    account.label?.trim() ||
    account.steam_account?.username ||
    account.csgoroll_account?.username ||
    account.steam_id
  );
}

/** Every name an account goes by (label and platform usernames): what privacy mode cuts in free text. */
export function accountNames(account: TradingAccount): string[] {
  return [account.label?.trim(), account.steam_account?.username, account.csgoroll_account?.username].filter(
    (name): name is string => Boolean(name),
  );
}

export function accountAvatar(account: TradingAccount): string | null {
  return account.steam_account?.avatar_url ?? account.csgoroll_account?.avatar ?? null;
}

/**
 * Balances of the cards. Skins value comes from inventory snapshots, which the overview issue
 * fills in; until an account has one it counts as 0 so the total stays truthful.
 */
export function accountBalances(
  account: TradingAccount & { skins_value?: number; protected_balance?: number },
) {
  const mainWallet = account.csgoroll_account?.main_wallet_balance ?? 0;
  const skinsValue = account.skins_value ?? 0;
  const protectedBalance = account.protected_balance ?? 0;
  return { mainWallet, skinsValue, totalWealth: mainWallet + skinsValue + protectedBalance };
}

export function lastUpdated(account: TradingAccount): string | null {
  const times = [account.csgoroll_account?.last_checked, account.steam_account?.inventory_updated_at].filter(
    (t): t is string => Boolean(t),
  );
  return times.sort().at(-1) ?? null;
}
