import type { CsgorollClient } from '@skinpilot/connectors';
import type { Db } from '../../db/database';
import { writeAccountActivity } from '../activity/write-activity';
import { markRun } from '../steam-tools/automation-runs';
import { isDue } from '../steam-tools/automation-runs.queries';
import type { TradingAccountRow } from '../trading-accounts/accounts.queries';

/** How often CSGORoll's copy of the token is checked, and how early before expiry it is renewed. */
const CHECK_EVERY_MS = 10 * 60_000;
const RENEW_BEFORE_MS = 60 * 60_000;

/**
 * auto_update_loyalty_token_csgoroll (protocol/csgoroll.md 13.3): CSGORoll tracks deposit offers with
 * the account's Steam web API token; when the copy CSGORoll holds is missing or expires within the
 * hour, the running Steam client's `webapi_token` is sent with updateSteamAccessToken. Checked at
 * most every 10 minutes per account.
 */
export async function keepSteamTokenFresh(
  db: Db,
  account: TradingAccountRow,
  client: CsgorollClient,
  webApiToken: () => Promise<string>,
  now: () => Date,
): Promise<'not_due' | 'fresh' | 'updated'> {
  if (!(await isDue(db, account.id, 'steam_token', CHECK_EVERY_MS, now()))) return 'not_due';
  await markRun(db, account.id, 'steam_token', now());
  const expiresAt = (await client.currentUser()).steamAccessTokenExpiresAt;
  if (expiresAt && Date.parse(expiresAt) - now().getTime() > RENEW_BEFORE_MS) return 'fresh';
  await client.updateSteamAccessToken(account.steamId, await webApiToken());
  await writeAccountActivity(
    db,
    {
      userId: account.userId,
      steamId: account.steamId,
      type: 'account',
      title: 'Steam token sent to CSGORoll',
      description: 'CSGORoll can follow this account’s deposit offers again.',
      metadata: { platform: 'csgoroll', auto_action: 'auto_update_loyalty_token' },
    },
    now(),
  );
  return 'updated';
}
