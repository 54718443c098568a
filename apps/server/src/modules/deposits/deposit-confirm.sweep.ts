import { effectiveCsgorollSettings, DEFAULT_STEAM_SETTINGS, type SteamSettings } from '@skinpilot/domain';
import { sendWithTradeProtection } from '../steam-tools/send-with-protection';
import { withSteam, type SteamToolsContext } from '../steam-tools/steam-tools-context';
import { accountsWithCsgorollSession } from '../trading-accounts/account-records.queries';
import { traderStandingsOf } from '../users/users.queries';
import { csgorollClientOf } from './auto-deposit';
import { confirmDeposits, type DepositConfirmOutcome, type DepositSteam } from './deposit-confirm';
import { keepSteamTokenFresh } from './steam-token';

/**
 * Keeps CSGORoll's Steam token fresh (auto_update_loyalty_token_csgoroll, see steam-token.ts), then,
 * for every CSGORoll account with auto_confirm_deposits or auto_accept_enabled on and a valid session:
 * its joined deposits are processed; with auto_confirm_deposits also sent and followed
 * (confirmDeposits). The Steam side is the account's running Steam
 * client; while it is stopped, deposits are processed but not sent (the user is told by the Steam
 * tab, and CSGORoll's offer timer applies).
 */
export async function runDepositConfirmations(
  ctx: SteamToolsContext,
  publicUrl: string,
  report: (accountId: string, error: unknown) => void,
): Promise<Map<string, DepositConfirmOutcome>> {
  const rows = await accountsWithCsgorollSession(ctx.db);
  const owners = await traderStandingsOf(
    ctx.db,
    rows.map((row) => row.account.userId),
  );
  const outcomes = new Map<string, DepositConfirmOutcome>();
  for (const { account, csgoroll, steam: savedSteam } of rows) {
    const role = owners.get(account.userId)?.role;
    if (!role) continue;
    const roll = effectiveCsgorollSettings({ stored: csgoroll, sniping: account.snipingEnabled, role });
    // auto_accept_enabled accepts joins on CSGORoll (processTrade) without sending anything;
    // auto_confirm_deposits does the whole deposit, Steam offer included.
    const keepsToken = roll.auto_update_loyalty_token_csgoroll;
    if (!(roll.auto_confirm_deposits || roll.auto_accept_enabled || keepsToken) || !account.csgorollUserId)
      continue;
    const steamRunning = Boolean(account.steamConnectedAt && account.steamSessionValid);
    const steamSettings = { ...DEFAULT_STEAM_SETTINGS, ...(savedSteam ?? {}) } as SteamSettings;
    const steam: DepositSteam | null =
      roll.auto_confirm_deposits && steamRunning
        ? {
            tradableAssetIds: async () =>
              new Set(
                (await withSteam(ctx, account, (c) => c.inventory()))
                  .filter((i) => i.tradable)
                  .map((i) => i.assetId),
              ),
            sendItem: (tradeUrl, assetId, message) =>
              sendWithTradeProtection(ctx, account, (c) =>
                c.sendGift({ tradeUrl, assetIds: [assetId], message: message || undefined }),
              ),
            cancelOffer: (offerId) => withSteam(ctx, account, (c) => c.cancelOffer(offerId)),
          }
        : null;
    const client = await csgorollClientOf(ctx, account);
    try {
      if (keepsToken && steamRunning)
        await keepSteamTokenFresh(
          ctx.db,
          account,
          client,
          () => withSteam(ctx, account, (c) => c.webApiToken()),
          ctx.now,
        );
      if (!(roll.auto_confirm_deposits || roll.auto_accept_enabled)) continue;
      outcomes.set(
        account.id,
        await confirmDeposits(
          ctx.db,
          {
            account,
            csgorollUserId: account.csgorollUserId,
            message: steamSettings.auto_send_message,
            publicUrl,
          },
          client,
          steam,
          ctx.now,
        ),
      );
    } catch (error) {
      report(account.id, error);
    } finally {
      await client.close().catch(() => undefined);
    }
  }
  return outcomes;
}
