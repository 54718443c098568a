import { ConnectorError, type SteamClient } from '@skinpilot/connectors';
import type { TradingAccountRow } from '../trading-accounts/accounts.queries';
import { withSteam, type SteamToolsContext } from './steam-tools-context';
import {
  recordTradeProtectionAcknowledged,
  tradeProtectionAcknowledgedAt,
} from './trade-protection.repository';

const asksForAcknowledgement = (error: unknown) =>
  error instanceof ConnectorError && error.code === 'TRADE_PROTECTION_NOT_ACKNOWLEDGED';

/**
 * Sends an offer (a gift of the tools, a deposit's offer) as Steam allows it since July 2025: the
 * account's trade-protection notice is acknowledged once before its first send and recorded; when
 * Steam asks again (the send is refused for it), it is acknowledged again and the send tried once
 * more. One Steam call of the account's budget, like every tool call.
 */
export async function sendWithTradeProtection<T>(
  ctx: SteamToolsContext,
  account: TradingAccountRow,
  send: (client: SteamClient) => Promise<T>,
): Promise<T> {
  const acknowledged = await tradeProtectionAcknowledgedAt(ctx.db, account.id);
  return withSteam(ctx, account, async (client) => {
    const acknowledge = async () => {
      await client.acknowledgeTradeProtection();
      await recordTradeProtectionAcknowledged(ctx.db, account.id, ctx.now());
    };
    if (!acknowledged) await acknowledge();
    try {
      return await send(client);
    } catch (error) {
      if (!asksForAcknowledgement(error)) throw error;
      await acknowledge();
      return send(client);
    }
  });
}
