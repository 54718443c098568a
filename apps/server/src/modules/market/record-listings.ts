import type { ListingChange, LiveListingEvent } from '@skinpilot/contract';
import type { CsgorollTrade } from '@skinpilot/connectors';
import type { Db } from '../../db/database';
import { announce } from '../live-events/announce';
import type { TradingAccountRow } from '../trading-accounts/accounts.queries';
import {
  itemsByHandle,
  skinsValueOf,
  tradeItems,
  type InventoryItem,
  type ItemOwner,
} from './inventory-items';
import { lockSnapshotItems, rewriteSnapshotItems } from './inventory-snapshots.repository';

/** A listing of ours that changed, and what happened to it. */
export type ListingUpdate = { trade: CsgorollTrade; change: ListingChange };

/** Still on sale, as the snapshot counts listings: listed, or joined and being sent. */
const ON_SALE = new Set(['LISTED', 'JOINED', 'PROCESSING']);
const SOLD = new Set(['COMPLETED', 'COMPLETED_PROTECTED']);

/** What a status update of one of our listings means; null when it tells nothing new. */
export function listingChangeOf(status: string): ListingChange | null {
  if (status === 'JOINED' || status === 'PROCESSING') return 'joined';
  if (SOLD.has(status)) return 'sold';
  if (status === 'CANCELLED' || status === 'EXPIRED' || status === 'COOLDOWN') return 'cancelled';
  return null;
}

/**
 * Listings as they happen (issue 25): each created, relisted, joined, sold or cancelled listing of
 * the account is written into its inventory snapshot (its items under `listings`, the inventory item
 * marked listed with its markup, or no longer listed, or gone once sold) and told as a `listing`
 * event in the same transaction, one per update, in the order given. An account without a snapshot
 * yet is only told: its first snapshot reads the listings itself.
 */
export async function recordListings(
  db: Db,
  account: TradingAccountRow,
  updates: ListingUpdate[],
): Promise<void> {
  if (updates.length === 0) return;
  await db.transaction(async (tx) => {
    const row = await lockSnapshotItems(tx, account.id);
    let told = updates;
    if (row) {
      // Told once: an update the snapshot already shows (two watchers saw it) changes nothing.
      told = updates.filter(({ trade }) => !alreadyShown(row.listings as InventoryItem[], trade));
      let inventory = row.inventory as InventoryItem[];
      let listings = row.listings as InventoryItem[];
      const owner = ownerOf(account, inventory);
      for (const { trade } of told) {
        const held = itemsByHandle(inventory);
        // The Steam assetids the trade lists: through the inventory, else as the listing was shown.
        const assets = new Set(
          trade.tradeItems.map(
            (item) => held.get(item.steamExternalAssetId ?? '')?.steamExternalAssetId ?? '',
          ),
        );
        for (const item of listings)
          if (item.listing?.trade_id === trade.id) assets.add(item.steamExternalAssetId);
        assets.delete('');
        const onSale = ON_SALE.has(trade.status);
        const sold = SOLD.has(trade.status);
        listings = listings.filter(
          (item) => item.listing?.trade_id !== trade.id && !assets.has(item.steamExternalAssetId),
        );
        const listed = onSale ? tradeItems(owner, trade, 'listing', held) : [];
        listings.push(...listed);
        const markupOf = new Map(
          listed.map((item) => [item.steamExternalAssetId, item.listingInfo.currentMarkup]),
        );
        inventory = inventory.flatMap((item) => {
          if (item.platform !== 'csgoroll' || !assets.has(item.steamExternalAssetId)) return [item];
          if (sold) return [];
          return [
            {
              ...item,
              // Listed, CSGORoll shows the item untradable; off sale, it can be listed again.
              tradable: !onSale,
              listingInfo: onSale
                ? { isListed: true, currentMarkup: markupOf.get(item.steamExternalAssetId) ?? null }
                : { isListed: false, currentMarkup: null },
            },
          ];
        });
      }
      if (told.length > 0)
        await rewriteSnapshotItems(tx, account.id, {
          inventory,
          listings,
          skinsValue: skinsValueOf(inventory).toFixed(2),
          itemCount: inventory.length,
          tradableCount: inventory.filter((item) => item.tradable).length,
        });
    }
    for (const { trade, change } of told) {
      const event: LiveListingEvent = {
        steam_id: account.steamId,
        trade_id: trade.id,
        change,
        status: trade.status,
        item_name: itemNameOf(trade),
        value: Number.isFinite(trade.totalValue) ? trade.totalValue : null,
      };
      await announce(tx, account.userId, 'listing', event);
    }
  });
}

/** "AK-47 | Redline (Field-Tested)", or "… and 2 more" for a listing of several items. */
function itemNameOf(trade: CsgorollTrade): string | null {
  const [first, ...rest] = trade.tradeItems;
  if (!first) return null;
  return rest.length > 0 ? `${first.marketName} and ${rest.length} more` : first.marketName;
}

/** The snapshot already shows this trade as it is: on sale with this status, or not at all once it ended. */
function alreadyShown(listings: InventoryItem[], trade: CsgorollTrade): boolean {
  const shown = listings.find((item) => item.listing?.trade_id === trade.id);
  if (!ON_SALE.has(trade.status)) return !shown;
  return shown?.listing?.status === trade.status;
}

/** Who the account's items name: as its snapshot already does, else from the account. */
function ownerOf(account: TradingAccountRow, inventory: InventoryItem[]): ItemOwner {
  const named = inventory[0];
  return {
    steamId: account.steamId,
    name: named?.account_name ?? account.csgorollUsername ?? account.steamUsername ?? 'Unknown Account',
    label: account.label,
    avatar: named?.account_avatar ?? account.csgorollAvatar ?? account.steamAvatarUrl,
  };
}
