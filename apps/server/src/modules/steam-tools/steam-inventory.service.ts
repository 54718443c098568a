import type { SteamInventoryItem as ConnectorItem } from '@skinpilot/connectors';
import type { SteamInventoryItem } from '@skinpilot/contract';
import type { TradingAccountRow } from '../trading-accounts/accounts.queries';
import { markSteamInventoryRead } from '../trading-accounts/record-connection-state';
import { withSteam, type SteamToolsContext } from './steam-tools-context';

function itemView(item: ConnectorItem): SteamInventoryItem {
  return {
    asset_id: item.assetId,
    class_id: item.classId,
    instance_id: item.instanceId,
    name: item.name,
    market_name: item.marketName,
    market_hash_name: item.marketHashName,
    type: item.type,
    icon_url: item.iconUrl,
    tradable: item.tradable,
    marketable: item.marketable,
    commodity: item.commodity,
    amount: item.amount,
    quality_internal: item.qualityInternal,
    exterior_internal: item.exteriorInternal,
    rarity_internal: item.rarityInternal,
    rarity_color: item.rarityColor,
    market_tradable_restriction: item.tradeCooldownDays,
    market_marketable_restriction: item.marketCooldownDays,
    protected: item.protected,
  };
}

/** The CS2 inventory as Steam has it now; the account remembers when it was last read. */
export async function steamInventoryOf(ctx: SteamToolsContext, account: TradingAccountRow) {
  const items = await withSteam(ctx, account, (client) => client.inventory());
  const now = ctx.now();
  await markSteamInventoryRead(ctx.db, account.id, now);
  const tradable = items.filter((i) => i.tradable).length;
  return {
    inventory: items.map(itemView),
    warning: items.length === 0 ? 'This Steam inventory has no CS2 items.' : null,
    error_type: null,
    message: `Loaded ${items.length} items from Steam`,
    updated_at: now.toISOString(),
    stats: { total: items.length, tradable },
  };
}
