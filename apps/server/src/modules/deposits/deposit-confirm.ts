import { roundToCents } from '@skinpilot/engine';
import type { CsgorollClient, CsgorollTrade, SteamTradeOffer } from '@skinpilot/connectors';
import { steamTradeUrlPattern } from '@skinpilot/contract';
import type { Db } from '../../db/database';
import { finishTrade, lockTrade, recordTradeOnce, referenceColumns } from '../market/record-bot-trades';
import { openTradesOf } from '../market/market.queries';
import { referenceCoinsOfNames } from '../prices/reference-book';
import { writeAccountActivity } from '../activity/write-activity';
import { completeBotTrade } from '../bot-trades/complete-bot-trade';
import { listingChangeOf, recordListings, type ListingUpdate } from '../market/record-listings';
import type { TradingAccountRow } from '../trading-accounts/accounts.queries';

/** What the deposit needs from the account's Steam client (the worker passes its running client). */
export type DepositSteam = {
  tradableAssetIds(): Promise<Set<string>>;
  /** Sends the one item for nothing in return and confirms it with the identity secret. */
  sendItem(tradeUrl: string, assetId: string, message: string): Promise<SteamTradeOffer>;
  cancelOffer(offerId: string): Promise<unknown>;
};

export type DepositConfirmOutcome = {
  processed: string[];
  sent: { tradeId: string; offerId: string }[];
  skipped: { tradeId: string; reason: string }[];
  completed: { tradeId: string; credits: number }[];
  cancelled: string[];
};

const FINISHED_OK = new Set(['COMPLETED', 'COMPLETED_PROTECTED']);
const FINISHED_BAD = new Set(['CANCELLED', 'EXPIRED', 'COOLDOWN']);

async function ourTrades(client: CsgorollClient, userId: string, status: CsgorollTrade['status']) {
  const page = await client.trades({ status, userId, first: 250 });
  return page.items.filter((t) => t.depositor?.id === userId);
}

/**
 * Auto-confirm deposits (auto_confirm_deposits; protocol/csgoroll.md 7.3 and 13.2):
 * 1. a JOINED listing of ours is accepted with processTrade;
 * 2. a PROCESSING one is claimed once (its deposit row, unique by CSGORoll trade id, is written
 *    before anything goes to Steam), then exactly its one item is sent to the buyer's trade URL with
 *    the account's auto_send_message and confirmed; the offer Steam answers is checked to give that
 *    item only and take nothing, else it is cancelled;
 * 3. a deposit CSGORoll completes is completed once under its row lock by completeBotTrade (the
 *    deposit rate of the user's role times the global multiplier, charged up to the balance); one
 *    CSGORoll ended is cancelled with no credits.
 * A buyer trade URL that is not Steam's, an item that left the inventory, a trade of several items:
 * skipped, with an activity saying why, and never retried (the row says failed).
 */
export async function confirmDeposits(
  db: Db,
  input: {
    account: TradingAccountRow;
    csgorollUserId: string;
    message: string;
    publicUrl: string;
  },
  client: CsgorollClient,
  steam: DepositSteam | null,
  now: () => Date,
): Promise<DepositConfirmOutcome> {
  const { account } = input;
  const outcome: DepositConfirmOutcome = {
    processed: [],
    sent: [],
    skipped: [],
    completed: [],
    cancelled: [],
  };
  const joined: ListingUpdate[] = [];
  for (const trade of await ourTrades(client, input.csgorollUserId, 'JOINED')) {
    try {
      await client.processTrade(trade.id);
      outcome.processed.push(trade.id);
      joined.push({ trade, change: 'joined' });
    } catch {
      // Gone or moved on meanwhile: the next tick sees its new status.
    }
  }
  await recordListings(db, account, joined);
  if (steam) {
    const processing = await ourTrades(client, input.csgorollUserId, 'PROCESSING');
    if (processing.length > 0) {
      const inventory = await client.fullInventory();
      const assetOf = new Map(inventory.map((i) => [i.steamExternalAssetId, i.assetId]));
      const tradable = await steam.tradableAssetIds();
      const references = await referenceCoinsOfNames(db, processing.flatMap(namesOf));
      for (const trade of processing) {
        const claimed = await claim(db, account, trade, referenceOf(trade, references), now());
        if (!claimed) continue;
        const assetId =
          trade.tradeItems.length === 1
            ? assetOf.get(trade.tradeItems[0]!.steamExternalAssetId ?? '')
            : undefined;
        const tradeUrl = trade.withdrawerSteamTradeUrl ?? '';
        const problem =
          trade.tradeItems.length !== 1
            ? 'the trade holds more than the one item we listed'
            : !assetId || !tradable.has(assetId)
              ? 'the item is no longer in the Steam inventory or cannot be traded'
              : !steamTradeUrlPattern.test(tradeUrl)
                ? "the buyer's trade URL is not a valid Steam trade URL"
                : null;
        if (problem) {
          await fail(db, account, trade, claimed, problem, now());
          outcome.skipped.push({ tradeId: trade.id, reason: problem });
          continue;
        }
        let offer: SteamTradeOffer;
        try {
          offer = await steam.sendItem(tradeUrl, assetId!, input.message);
        } catch (error) {
          const reason = `Steam refused the offer: ${error instanceof Error ? error.message : 'unknown error'}`;
          await fail(db, account, trade, claimed, reason, now());
          outcome.skipped.push({ tradeId: trade.id, reason });
          continue;
        }
        const exact =
          offer.itemsToReceive.length === 0 &&
          offer.itemsToGive.length === 1 &&
          offer.itemsToGive[0]!.assetId === assetId;
        if (!exact) {
          await steam.cancelOffer(offer.id).catch(() => undefined);
          const reason = 'the Steam offer did not hold exactly the listed item, so it was cancelled';
          await fail(db, account, trade, claimed, reason, now());
          outcome.skipped.push({ tradeId: trade.id, reason });
          continue;
        }
        await writeAccountActivity(
          db,
          {
            userId: account.userId,
            steamId: account.steamId,
            type: 'trade',
            title: `Deposit sent: ${claimed.itemName}`,
            description: `Sent the Steam offer for ${claimed.itemName} to the buyer.`,
            metadata: {
              action: 'deposit_sent',
              value: trade.totalValue,
              offer_id: trade.id,
              trade_offer_id: offer.id,
              partner_id: offer.partnerSteamId,
              asset_id: assetId,
              message: input.message,
              auto_action: 'auto_confirm',
            },
          },
          now(),
        );
        outcome.sent.push({ tradeId: trade.id, offerId: offer.id });
      }
    }
  }
  await followDeposits(db, input, client, outcome, now);
  return outcome;
}

const namesOf = (trade: CsgorollTrade) => trade.tradeItems.map((item) => item.marketName);

/** The trade's reference in coins: the sum over its items, or null when one has none. */
function referenceOf(trade: CsgorollTrade, references: Map<string, number>): number | null {
  let sum = 0;
  for (const name of namesOf(trade)) {
    const coins = references.get(name);
    if (coins === undefined) return null;
    sum += coins;
  }
  return trade.tradeItems.length > 0 ? sum : null;
}

async function claim(
  db: Db,
  account: TradingAccountRow,
  trade: CsgorollTrade,
  reference: number | null,
  at: Date,
) {
  const itemName = trade.tradeItems.map((i) => i.marketName).join(', ') || 'Unknown item';
  return recordTradeOnce(db, {
    userId: account.userId,
    steamId: account.steamId,
    csgorollTradeId: trade.id,
    kind: 'deposit',
    itemName,
    value: roundToCents(trade.totalValue).toFixed(2),
    markupPercent: roundToCents(trade.markupPercent).toFixed(2),
    ...referenceColumns(trade.totalValue, reference),
    status: 'pending',
    createdAt: at,
  });
}

async function fail(
  db: Db,
  account: TradingAccountRow,
  trade: CsgorollTrade,
  row: { id: string; itemName: string },
  reason: string,
  at: Date,
) {
  await db.transaction(async (tx) => {
    await finishTrade(tx, row.id, { status: 'failed', at });
    await writeAccountActivity(
      tx,
      {
        userId: account.userId,
        steamId: account.steamId,
        type: 'trade',
        title: `Deposit not sent: ${row.itemName}`,
        description: `Nothing was sent because ${reason}.`,
        metadata: {
          action: 'deposit_skipped',
          value: trade.totalValue,
          offer_id: trade.id,
          auto_action: 'auto_confirm',
        },
      },
      at,
    );
  });
}

/** Completion charges once; an ended trade is closed with no credits. */
async function followDeposits(
  db: Db,
  input: Parameters<typeof confirmDeposits>[1],
  client: CsgorollClient,
  outcome: DepositConfirmOutcome,
  now: () => Date,
) {
  const pending = await openTradesOf(db, input.account.steamId, 'deposit');
  if (pending.length === 0) return;
  const finished = new Map<string, CsgorollTrade>();
  for (const status of [...FINISHED_OK, ...FINISHED_BAD] as CsgorollTrade['status'][]) {
    for (const trade of await ourTrades(client, input.csgorollUserId, status)) finished.set(trade.id, trade);
  }
  const listings: ListingUpdate[] = [];
  for (const row of pending) {
    const trade = finished.get(row.csgorollTradeId);
    if (!trade) continue;
    const status = trade.status;
    const at = now();
    await db.transaction(async (tx) => {
      const locked = await lockTrade(tx, row.id);
      if (locked?.status !== 'pending') return;
      listings.push({ trade, change: listingChangeOf(status) ?? 'cancelled' });
      const owner = { userId: row.userId, steamId: row.steamId };
      if (FINISHED_BAD.has(status)) {
        await finishTrade(tx, row.id, { status: 'cancelled', at });
        await writeAccountActivity(
          tx,
          {
            ...owner,
            type: 'trade',
            title: `Deposit cancelled: ${row.itemName}`,
            description: `CSGORoll ended the deposit as ${status.toLowerCase()}; no credits were used.`,
            metadata: {
              action: 'deposit_cancelled',
              value: Number(row.value),
              offer_id: row.csgorollTradeId,
            },
          },
          at,
        );
        outcome.cancelled.push(row.csgorollTradeId);
        return;
      }
      const { charged } = await completeBotTrade(tx, locked, {
        marketplaceStatus: status,
        at,
        publicUrl: input.publicUrl,
      });
      outcome.completed.push({ tradeId: row.csgorollTradeId, credits: charged });
    });
  }
  await recordListings(db, input.account, listings);
}
