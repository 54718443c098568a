import type { CsgorollClient, CsgorollTrade, SteamInventoryItem } from '@skinpilot/connectors';
import type { Db } from '../../db/database';
import { writeAccountActivity, type AccountActivity } from '../activity/write-activity';
import type { AccountVault } from '../trading-accounts/account-vault';
import { readSecrets, type TradingAccountRow } from '../trading-accounts/accounts.queries';
import { openAll } from '../trading-accounts/seal-secrets';
import type { AccountConnectors } from '../trading-accounts/trading-context';
import { steamOwnerOf } from '../trading-accounts/steam-owner';
import { itemPricesOf, recordCsgorollValues } from '../prices/item-prices';
import {
  assetIdOf,
  itemsByHandle,
  marketplaceItem,
  protectedValueOf,
  skinsValueOf,
  steamItem,
  tradeItems,
  type InventoryItem,
  type ItemOwner,
} from './inventory-items';
import { saveSnapshot } from './inventory-snapshots.repository';
import { recordWealthPoint } from './wealth';
import { announce } from '../live-events/announce';

export type SnapshotDeps = { db: Db; vault: AccountVault; connectors: AccountConnectors; now: () => Date };
/**
 * byUser: the user asked for this refresh, so it is told in the activity feed (a `refresh` entry);
 * the half-hourly background refresh of every account is not, or it would bury the feed.
 */
export type SnapshotOptions = {
  byUser?: boolean;
  /**
   * The user's wealth point after the snapshot: `moved` (the default) only when total wealth moved by
   * 1 % since the last point; `always` for the first snapshot of a connected account.
   */
  wealthPoint?: 'always' | 'moved';
};

const LISTED = new Set(['LISTED', 'JOINED', 'PROCESSING']);
const TRADE_PAGES_MAX = 10;

/**
 * Reads one account's CSGORoll inventory, listings and protected withdrawals and its Steam
 * inventory, and stores them as the account's snapshot (replacing the last). A platform that
 * cannot be read leaves its part empty and says so in `problem`; the snapshot is still taken so
 * the refresh interval holds and a broken account is not retried on every click.
 */
export async function takeInventorySnapshot(
  deps: SnapshotDeps,
  account: TradingAccountRow,
  options: SnapshotOptions = {},
): Promise<void> {
  const owner: ItemOwner = {
    steamId: account.steamId,
    name: account.csgorollUsername ?? account.steamUsername ?? 'Unknown Account',
    label: account.label,
    avatar: account.csgorollAvatar ?? account.steamAvatarUrl,
  };
  const secrets = openAll(deps.vault, account.id, await readSecrets(deps.db, account.id));
  const problems: string[] = [];
  let inventory: InventoryItem[] = [];
  const listings: InventoryItem[] = [];
  const protectedWithdrawals: InventoryItem[] = [];
  const marketplaceAssets = new Set<string>();

  if (account.csgorollConnectedAt) {
    const credentials =
      account.csgorollAuthMethod === 'credentials' && secrets.csgoroll_email && secrets.csgoroll_password
        ? {
            method: 'credentials' as const,
            email: secrets.csgoroll_email,
            password: secrets.csgoroll_password,
          }
        : { method: 'cookie' as const, cookie: secrets.csgoroll_cookie ?? '' };
    let client: CsgorollClient | undefined;
    try {
      client = deps.connectors.csgoroll(credentials);
      const items = await client.fullInventory();
      for (const item of items) marketplaceAssets.add(assetIdOf(item));
      inventory = items.map((item) => marketplaceItem(owner, item));
      await recordCsgorollValues(
        deps.db,
        items.map((item) => ({ marketHashName: item.itemVariant.externalId, coins: item.itemVariant.value })),
        deps.now(),
      );
      const trades = await tradesOf(client, account.csgorollUserId);
      const held = itemsByHandle(inventory);
      for (const trade of trades) {
        const ours = (party: CsgorollTrade['depositor']) =>
          party !== null && (party.id === account.csgorollUserId || party.steamId === account.steamId);
        if (LISTED.has(trade.status) && ours(trade.depositor))
          listings.push(...tradeItems(owner, trade, 'listing', held));
        if (trade.status === 'COMPLETED_PROTECTED' && ours(trade.withdrawer))
          protectedWithdrawals.push(...tradeItems(owner, trade, 'protected'));
      }
      const listed = new Map(listings.map((l) => [l.steamExternalAssetId, l.listingInfo]));
      inventory = inventory.map((item) => {
        const info = listed.get(item.steamExternalAssetId);
        return info ? { ...item, listingInfo: info } : item;
      });
    } catch {
      problems.push('The CSGORoll inventory could not be read.');
    } finally {
      await client?.close().catch(() => undefined);
    }
  }

  if (account.steamConnectedAt) {
    try {
      const steamItems = (await steamInventoryOf(deps, account)).filter(
        (item) => !marketplaceAssets.has(item.assetId),
      );
      const prices = await itemPricesOf(
        deps.db,
        steamItems.map((item) => item.marketHashName),
      );
      inventory = inventory.concat(
        steamItems.map((item) => steamItem(owner, item, prices.get(item.marketHashName))),
      );
    } catch {
      problems.push('The Steam inventory could not be read.');
    }
  }

  const protectedBalance = protectedValueOf(protectedWithdrawals) + protectedValueOf(inventory);
  const row = {
    userId: account.userId,
    steamId: account.steamId,
    takenAt: deps.now(),
    inventory,
    listings,
    protectedWithdrawals,
    skinsValue: skinsValueOf(inventory).toFixed(2),
    protectedBalance: protectedBalance.toFixed(2),
    itemCount: inventory.length,
    tradableCount: inventory.filter((item) => item.tradable).length,
    problem: problems.length > 0 ? problems.join(' ') : null,
  };
  await deps.db.transaction(async (tx) => {
    await saveSnapshot(tx, account.id, row);
    if (options.byUser) await writeAccountActivity(tx, inventoryRefreshed(account, row), row.takenAt);
    await announce(tx, account.userId, 'inventory', {
      steam_id: account.steamId,
      item_count: row.itemCount,
      skins_value: Number(row.skinsValue),
    });
  });
  await recordWealthPoint(deps.db, account.userId, row.takenAt, options.wealthPoint ?? 'moved');
}

/** The `refresh` activity (refresh.steam_id, platform, inventory_count) of a refresh the user asked for. */
function inventoryRefreshed(
  account: TradingAccountRow,
  row: { itemCount: number; problem: string | null },
): AccountActivity {
  const both = account.csgorollConnectedAt && account.steamConnectedAt;
  const platform = both ? 'all' : account.csgorollConnectedAt ? 'csgoroll' : 'steam';
  const counted = `${row.itemCount} ${row.itemCount === 1 ? 'item' : 'items'}`;
  return {
    userId: account.userId,
    steamId: account.steamId,
    type: 'refresh',
    title: 'Inventory refreshed',
    description: row.problem ? `${counted} read. ${row.problem}` : `${counted} read.`,
    metadata: { steam_id: account.steamId, platform, inventory_count: row.itemCount },
  };
}

/** Our trades on CSGORoll, newest pages first; ten pages bound a runaway cursor. */
async function tradesOf(client: CsgorollClient, userId: string | null): Promise<CsgorollTrade[]> {
  if (!userId) return [];
  const all: CsgorollTrade[] = [];
  let after: string | null = null;
  for (let page = 0; page < TRADE_PAGES_MAX; page++) {
    const result = await client.trades({ userId, first: 100, after });
    all.push(...result.items);
    if (!result.nextCursor) break;
    after = result.nextCursor;
  }
  return all;
}

/** Through the account's Steam session owner (decision 038): its client, not a log-in per snapshot. */
async function steamInventoryOf(
  deps: SnapshotDeps,
  account: TradingAccountRow,
): Promise<SteamInventoryItem[]> {
  const owner = steamOwnerOf({ db: deps.db, vault: deps.vault, connectors: deps.connectors });
  return owner.use(account.id, (client) => client.inventory());
}
