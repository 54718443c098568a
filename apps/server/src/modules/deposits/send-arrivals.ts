import { planDepositRun, type DepositCandidate } from '@skinpilot/engine';
import { effectiveCsgorollSettings, formatBalance, type Role } from '@skinpilot/domain';
import { writeAccountActivity } from '../activity/write-activity';
import { recordListings, type ListingUpdate } from '../market/record-listings';
import { queueChannelNotification } from '../notifications/queue-notification';
import type { ArrivedItems } from '../steam-tools/steam-automation';
import { accountWithCsgorollSettings, type TradingAccountRow } from '../trading-accounts/accounts.queries';
import type { TradingContext } from '../trading-accounts/trading-context';
import { traderStandingOf } from '../users/users.queries';
import {
  allListed,
  csgorollClientOf,
  listOne,
  mayAutoDeposit,
  openListingsOf,
  depositReferences,
  toCandidate,
  type AutoDepositOutcome,
} from './auto-deposit';

/** Why an arrived item was not listed, in the activity's words. */
const NOT_ON_CSGOROLL = 'not in the CSGORoll inventory as a tradable, unlisted item yet';

/**
 * auto_send_deposits_to_csgoroll (decision 020): the items that just arrived in the Steam inventory
 * (an incoming gift the automation accepted, a withdrawal's or any other offer newly seen
 * accepted) are listed on CSGORoll at once, at the auto-deposit strategy's price and within its
 * bounds, instead of waiting for the next auto-deposit run. Only the arrived items are listed,
 * matched by market hash name to tradable, unlisted items of the CSGORoll inventory; nothing is
 * relisted here. Each account's failure is reported and the others go on.
 */
export async function sendArrivalsToCsgoroll(
  ctx: TradingContext,
  outcomes: ReadonlyMap<string, { arrived: ArrivedItems[] }>,
  report: (accountId: string, error: unknown) => void,
): Promise<Map<string, AutoDepositOutcome>> {
  const sent = new Map<string, AutoDepositOutcome>();
  for (const [accountId, outcome] of outcomes) {
    if (outcome.arrived.length === 0) continue;
    try {
      const result = await sendArrivals(ctx, accountId, outcome.arrived);
      if (result) sent.set(accountId, result);
    } catch (error) {
      report(accountId, error);
    }
  }
  return sent;
}

async function sendArrivals(
  ctx: TradingContext,
  accountId: string,
  arrived: ArrivedItems[],
): Promise<AutoDepositOutcome | null> {
  const found = await accountWithCsgorollSettings(ctx.db, accountId);
  const owner = found && (await traderStandingOf(ctx.db, found.account.userId));
  if (!found || !owner) return null;
  const { account } = found;
  const row = { csgoroll: found.csgoroll, role: owner.role, licenseExpiry: owner.licenseExpiry };
  const names = arrived.flatMap((a) => a.marketNames).filter((name) => typeof name === 'string' && name);
  if (names.length === 0) return null;
  const outcome: AutoDepositOutcome = { listed: [], relisted: [], skipped: [], refused: [] };
  const now = ctx.now();
  if (!account.csgorollConnectedAt || !account.csgorollCookieValid) {
    outcome.refused = names.map((name) => ({ assetId: name, reason: 'no valid CSGORoll session' }));
    await recordSend(ctx, account, arrived, outcome);
    return outcome;
  }
  if (!mayAutoDeposit(row.role as Role, row.licenseExpiry, now)) {
    outcome.refused = names.map((name) => ({ assetId: name, reason: 'an active licence is needed' }));
    await recordSend(ctx, account, arrived, outcome);
    return outcome;
  }
  const settings = effectiveCsgorollSettings({
    stored: row.csgoroll,
    sniping: account.snipingEnabled,
    role: row.role as Role,
  });

  const listings: ListingUpdate[] = [];
  const client = await csgorollClientOf(ctx, account);
  try {
    const userId = account.csgorollUserId ?? (await client.currentUser()).id;
    const inventory = await client.fullInventory();
    const open = openListingsOf(await allListed(client, userId), inventory);
    const listed = new Set(open.map((listing) => listing.assetId));
    // One unlisted, tradable item of the CSGORoll inventory per arrived item of that name.
    const wanted = new Map<string, number>();
    for (const name of names) wanted.set(name, (wanted.get(name) ?? 0) + 1);
    const chosen: typeof inventory = [];
    for (const item of inventory) {
      const left = wanted.get(item.itemVariant.externalId) ?? 0;
      if (left === 0 || !item.tradable || listed.has(item.assetId)) continue;
      wanted.set(item.itemVariant.externalId, left - 1);
      chosen.push(item);
    }
    const references = await depositReferences(ctx, settings, chosen);
    const candidates: DepositCandidate[] = chosen.map((item) => toCandidate(item, references));
    for (const [name, left] of wanted)
      for (let i = 0; i < left; i++) outcome.refused.push({ assetId: name, reason: NOT_ON_CSGOROLL });
    const plan = planDepositRun(settings, candidates, []);
    outcome.skipped = plan.skipped;
    for (const item of plan.list) {
      const created = await listOne(client, item, outcome, listings);
      if (created) outcome.listed.push(created);
    }
  } finally {
    await client.close().catch(() => undefined);
  }
  await recordSend(ctx, account, arrived, outcome);
  await recordListings(ctx.db, account, listings);
  return outcome;
}

/** The send's `trade` activity (what was listed, what was not and why) and its deposit-channel message. */
async function recordSend(
  ctx: TradingContext,
  account: TradingAccountRow,
  arrived: ArrivedItems[],
  outcome: AutoDepositOutcome,
) {
  const at = ctx.now();
  const total = outcome.listed.reduce((sum, l) => sum + l.value, 0);
  const notListed = [
    ...outcome.refused.map((r) => `${r.assetId} (${r.reason})`),
    ...outcome.skipped.map((s) => `${s.assetId} (${s.reason})`),
  ];
  const parts = [`Listed ${outcome.listed.length} arrived ${outcome.listed.length === 1 ? 'item' : 'items'}`];
  if (notListed.length > 0) parts.push(`not listed ${notListed.length}: ${notListed.join('; ')}`);
  await ctx.db.transaction(async (tx) => {
    await writeAccountActivity(
      tx,
      {
        userId: account.userId,
        steamId: account.steamId,
        type: 'trade',
        title: 'Sent arrived items to CSGORoll',
        description: `${parts.join(', ')}.`,
        metadata: {
          action: 'deposit_listed',
          value: Math.round(total * 100) / 100,
          auto_action: 'auto_send_deposits',
          trade_offer_id: arrived[0]?.offerId ?? null,
          offer_ids: arrived.map((a) => a.offerId),
          listed: outcome.listed,
          refused: outcome.refused,
          skipped: outcome.skipped,
        },
      },
      at,
    );
    if (outcome.listed.length > 0)
      await queueChannelNotification(
        tx,
        'deposit.listed',
        {
          content: `Sent to CSGORoll from ${account.steamId}: ${outcome.listed.length} arrived items listed for ${formatBalance(total)} coins.`,
        },
        at,
      );
  });
}
