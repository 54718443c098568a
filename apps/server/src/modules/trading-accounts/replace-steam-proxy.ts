import type { DbOrTx } from '../../db/database';
import type { AccountVault } from './account-vault';
import { maskProxy } from './account-view';
import { setConnectionState } from './connection-state.repository';
import { storeAccountSecrets } from './open-account-secrets';

/**
 * Stores a tested proxy: its masked form and fingerprint on the account, the address itself sealed
 * among the secrets, in the caller's transaction so both change together.
 */
export async function replaceSteamProxy(
  tx: DbOrTx,
  vault: AccountVault,
  accountId: string,
  proxy: { address: string; fingerprint: string; exitIp: string },
  at: Date,
): Promise<void> {
  await setConnectionState(tx, accountId, {
    proxyDisplay: maskProxy(proxy.address),
    proxyFingerprint: proxy.fingerprint,
    proxyStatus: 'valid',
    proxyCurrentIp: proxy.exitIp,
  });
  await storeAccountSecrets(tx, vault, accountId, { steam_proxy: proxy.address }, at);
}

/** The outcome of a proxy test through itself: valid with its exit IP, or invalid. */
export async function recordProxyTest(
  db: DbOrTx,
  accountId: string,
  tested: { ok: true; ip: string } | { ok: false },
): Promise<void> {
  await setConnectionState(
    db,
    accountId,
    tested.ok
      ? { proxyStatus: 'valid', proxyCurrentIp: tested.ip }
      : { proxyStatus: 'invalid', proxyCurrentIp: null },
  );
}
