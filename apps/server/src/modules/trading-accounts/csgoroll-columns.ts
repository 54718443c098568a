import type { CsgorollUser } from '@skinpilot/connectors';

/** The main wallet is CSGORoll's coin wallet; gem wallets are listed beside it. */
const MAIN_WALLET = 'MAIN';

export function csgorollColumns(profile: CsgorollUser, now: Date) {
  const wallets = profile.wallets.map((w) => ({ name: w.name, amount: w.amount }));
  const main = wallets.find((w) => w.name.toUpperCase() === MAIN_WALLET) ?? wallets[0];
  return {
    csgorollUserId: profile.id,
    csgorollUsername: profile.displayName,
    csgorollAvatar: profile.avatar,
    csgorollLevel: profile.level,
    csgorollCookieValid: true,
    csgorollMainBalance: (main?.amount ?? 0).toFixed(2),
    csgorollWallets: wallets,
    csgorollLastChecked: now,
  };
}
