import type { AccountListing } from '@skinpilot/contract';
import { ConnectorError, type CsgorollClient } from '@skinpilot/connectors';
import type { CsgorollSettings } from '@skinpilot/domain';
import { decayedMarkup, depositMarkupFloor, depositPrice } from '@skinpilot/engine';
import { AppError, conflict, notFound } from '../../errors/app-error';
import { writeAccountActivity } from '../activity/write-activity';
import { accountOfListing, listingsOfUser } from '../market/market.queries';
import type { InventoryItem } from '../market/inventory-items';
import { recordListings } from '../market/record-listings';
import { lastRunsOf } from '../steam-tools/automation-runs.queries';
import {
  listAccountsByIds,
  listAccountsOf,
  type TradingAccountRow,
} from '../trading-accounts/accounts.queries';
import { sessionSettingsOf } from '../trading-accounts/session-settings';
import type { TradingContext } from '../trading-accounts/trading-context';
import { autoDepositEveryMs, csgorollClientOf } from './auto-deposit';

/**
 * One listing as the Listings view shows it: price, markup, when listed, the floor decay stops at
 * and what the next auto-deposit run does to it (issue 25; the rule is the engine's, decision 017).
 */
export function listingView(
  account: TradingAccountRow,
  item: InventoryItem,
  settings: CsgorollSettings | undefined,
  lastRun: Date | undefined,
): AccountListing {
  const facts = item.listing;
  const markup = item.listingInfo.currentMarkup ?? 0;
  const baseValue = facts?.base_value ?? item.itemVariant.value;
  const maxMarkup = item.maxMarkupPercent ?? markup;
  const floor = settings
    ? depositMarkupFloor(settings, { value: baseValue, maxMarkupPercent: maxMarkup })
    : null;
  const next = floor === null ? null : Math.min(decayedMarkup(markup, floor), maxMarkup);
  const decays = settings?.auto_deposit_enabled && next !== null && next < markup;
  return {
    trade_id: facts?.trade_id ?? '',
    steam_id: account.steamId,
    account_name: item.account_name,
    account_label: account.label,
    asset_id: item.steamExternalAssetId,
    name: item.itemVariant.name,
    brand: item.itemVariant.brand,
    icon_url: item.itemVariant.iconUrl,
    status: facts?.status ?? 'LISTED',
    price: item.itemVariant.value,
    base_value: baseValue,
    markup_percent: markup,
    listed_at: facts?.listed_at ?? null,
    floor_percent: floor,
    next_decay: decays
      ? {
          at: lastRun ? new Date(lastRun.getTime() + autoDepositEveryMs(settings)).toISOString() : null,
          markup_percent: next,
        }
      : null,
  };
}

/** Every listing of the user's accounts, newest first: three reads whatever the number of accounts. */
export async function listingsOf(ctx: TradingContext, userId: string): Promise<AccountListing[]> {
  const [listed, accounts] = await Promise.all([
    listingsOfUser(ctx.db, userId),
    listAccountsOf(ctx.db, userId),
  ]);
  const byId = new Map(accounts.map((account) => [account.id, account]));
  const [settings, runs] = await Promise.all([
    sessionSettingsOf(
      ctx.db,
      accounts.map((account) => account.steamId),
    ),
    lastRunsOf(
      ctx.db,
      accounts.map((account) => account.id),
      'auto_deposit',
    ),
  ]);
  return listed
    .flatMap(({ accountId, item }) => {
      const account = byId.get(accountId);
      if (!account || !item.listing) return [];
      return [listingView(account, item, settings.get(account.steamId), runs.get(accountId))];
    })
    .sort((a, b) => (b.listed_at ?? '').localeCompare(a.listed_at ?? ''));
}

/** The user's account that lists the trade, with the listing; 404 for a trade that is not theirs. */
async function ownedListing(ctx: TradingContext, userId: string, tradeId: string) {
  const accountId = await accountOfListing(ctx.db, userId, tradeId);
  const [account] = accountId ? await listAccountsByIds(ctx.db, [accountId]) : [];
  const listing = account
    ? (await listingsOfUser(ctx.db, userId)).find(
        (l) => l.accountId === account.id && l.item.listing?.trade_id === tradeId,
      )
    : undefined;
  if (!account || !listing) throw notFound('Listing not found.');
  if (listing.item.listing?.status !== 'LISTED')
    throw conflict('A buyer has joined this listing; it can no longer be cancelled or relisted.');
  return { account, item: listing.item };
}

const refusal = (error: unknown) =>
  error instanceof ConnectorError &&
  (error.code === 'NOT_CANCELLABLE' || error.code === 'NO_LONGER_AVAILABLE')
    ? conflict('CSGORoll no longer lets this listing be cancelled: a buyer joined it or it has ended.')
    : error instanceof ConnectorError
      ? new AppError('unavailable', error.message)
      : error;

async function withClient<T>(
  ctx: TradingContext,
  account: TradingAccountRow,
  work: (c: CsgorollClient) => Promise<T>,
) {
  const client = await csgorollClientOf(ctx, account);
  try {
    return await work(client);
  } finally {
    await client.close().catch(() => undefined);
  }
}

/** Takes the listing off sale on CSGORoll; the snapshot and the dashboards follow at once. */
export async function cancelListingOf(ctx: TradingContext, userId: string, tradeId: string) {
  const { account, item } = await ownedListing(ctx, userId, tradeId);
  const trade = await withClient(ctx, account, (client) => client.cancelTrade(tradeId)).catch((error) => {
    throw refusal(error);
  });
  await recordListings(ctx.db, account, [{ trade, change: 'cancelled' }]);
  await writeAccountActivity(
    ctx.db,
    {
      userId,
      steamId: account.steamId,
      type: 'trade',
      title: `Listing cancelled: ${item.itemVariant.brand} | ${item.itemVariant.name}`,
      description: 'Taken off sale on CSGORoll.',
      metadata: { action: 'listing_cancelled', trade_id: tradeId, value: item.itemVariant.value },
    },
    ctx.now(),
  );
  return { message: 'Listing cancelled.' };
}

/**
 * Relists now, one decay step lower than its markup and never below its floor (at the same markup
 * when already at the floor or when auto-deposit settings do not apply): cancel, then list again.
 */
export async function relistListingOf(ctx: TradingContext, userId: string, tradeId: string) {
  const { account, item } = await ownedListing(ctx, userId, tradeId);
  const settings = (await sessionSettingsOf(ctx.db, [account.steamId])).get(account.steamId);
  const view = listingView(account, item, settings, undefined);
  const markup = view.next_decay?.markup_percent ?? view.markup_percent;
  const created = await withClient(ctx, account, async (client) => {
    const cancelled = await client.cancelTrade(tradeId).catch((error) => {
      throw refusal(error);
    });
    const inventory = await client.fullInventory();
    const held = inventory.find(
      (i) => i.assetId === item.steamExternalAssetId || i.steamExternalAssetId === item.csgoroll_handle,
    );
    if (!held) throw conflict('The item is no longer in the CSGORoll inventory; it was not listed again.');
    const [trade] = await client
      .createTrades([
        {
          assetId: held.assetId,
          itemVariantId: held.itemVariant.id,
          value: depositPrice(held.itemVariant.value, markup),
        },
      ])
      .catch((error) => {
        throw error instanceof ConnectorError ? new AppError('unavailable', error.message) : error;
      });
    if (!trade) throw new AppError('unavailable', 'CSGORoll answered no listing.');
    return { cancelled, trade };
  });
  await recordListings(ctx.db, account, [{ trade: created.trade, change: 'relisted' }]);
  await writeAccountActivity(
    ctx.db,
    {
      userId,
      steamId: account.steamId,
      type: 'trade',
      title: `Relisted: ${item.itemVariant.brand} | ${item.itemVariant.name}`,
      description: `Relisted at ${markup.toFixed(2)}% markup (was ${view.markup_percent.toFixed(2)}%).`,
      metadata: { action: 'deposit_listed', trade_id: created.trade.id, value: created.trade.totalValue },
    },
    ctx.now(),
  );
  const [listing] = (await listingsOf(ctx, userId)).filter((l) => l.trade_id === created.trade.id);
  if (!listing) throw new AppError('unavailable', 'The new listing could not be read back.');
  return { message: `Relisted at ${markup.toFixed(2)}% markup.`, listing };
}
