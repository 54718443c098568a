import {
  planDepositRun,
  type DepositCandidate,
  type DepositRunPlan,
  type OpenDepositListing,
} from '@skinpilot/engine';
import type { CsgorollClient, CsgorollInventoryItem, CsgorollTrade } from '@skinpilot/connectors';
import {
  type CsgorollSettings,
  effectiveCsgorollSettings,
  formatBalance,
  hasActiveLicence,
  type Role,
} from '@skinpilot/domain';
import { writeAccountActivity } from '../activity/write-activity';
import { recordListings, type ListingUpdate } from '../market/record-listings';
import { queueChannelNotification } from '../notifications/queue-notification';
import { referenceCoinsOfNames } from '../prices/reference-book';
import { markRun } from '../steam-tools/automation-runs';
import { isDue } from '../steam-tools/automation-runs.queries';
import { connectorsOf } from '../trading-accounts/connector-errors';
import type { TradingAccountRow } from '../trading-accounts/accounts.queries';
import { accountsWithCsgorollSession } from '../trading-accounts/account-records.queries';
import { openAccountSecrets, storeAccountSecrets } from '../trading-accounts/open-account-secrets';
import type { TradingContext } from '../trading-accounts/trading-context';
import { traderStandingsOf } from '../users/users.queries';

export type AutoDepositOutcome = {
  listed: { tradeId: string; assetId: string; value: number; markupPercent: number }[];
  relisted: { tradeId: string; assetId: string; value: number; markupPercent: number }[];
  skipped: DepositRunPlan['skipped'];
  refused: { assetId: string; reason: string }[];
};

/** Whether the run is due: every interval, and never sooner than the cooldown after the last run. */
export const autoDepositEveryMs = (s: CsgorollSettings) =>
  Math.max(s.auto_deposit_interval_hours * 3_600_000, s.auto_deposit_cooldown_minutes * 60_000);

export const toCandidate = (
  item: CsgorollInventoryItem,
  references?: ReadonlyMap<string, number>,
): DepositCandidate => ({
  assetId: item.assetId,
  itemVariantId: item.itemVariant.id,
  marketName: item.itemVariant.externalId,
  // A listed item is shown untradable by CSGORoll; the plan tells listed items apart itself.
  tradable: item.tradable,
  value: item.itemVariant.value,
  maxMarkupPercent: item.maxMarkupPercent,
  reference: references?.get(item.itemVariant.externalId) ?? null,
});

/**
 * The reference prices of the items, in coins, when the account's reference floor is on (one
 * query for the run); without the floor no reference is read.
 */
export async function depositReferences(
  ctx: Pick<TradingContext, 'db'>,
  settings: Pick<CsgorollSettings, 'auto_deposit_reference_floor'>,
  items: readonly CsgorollInventoryItem[],
): Promise<ReadonlyMap<string, number> | undefined> {
  if (!settings.auto_deposit_reference_floor) return undefined;
  return referenceCoinsOfNames(
    ctx.db,
    items.map((item) => item.itemVariant.externalId),
  );
}

/** Our LISTED trades, named by the Steam asset they list (through the inventory's handles). */
export function openListingsOf(
  trades: CsgorollTrade[],
  inventory: CsgorollInventoryItem[],
): OpenDepositListing[] {
  const assetOf = new Map(inventory.map((i) => [i.steamExternalAssetId, i.assetId]));
  return trades.flatMap((trade) => {
    if (trade.status !== 'LISTED' || trade.tradeItems.length !== 1) return [];
    const assetId = assetOf.get(trade.tradeItems[0]!.steamExternalAssetId ?? '');
    return assetId ? [{ tradeId: trade.id, assetId, markupPercent: trade.markupPercent }] : [];
  });
}

export async function allListed(client: CsgorollClient, userId: string): Promise<CsgorollTrade[]> {
  const found: CsgorollTrade[] = [];
  let after: string | null = null;
  for (let page = 0; page < 20; page++) {
    const result = await client.trades({ status: 'LISTED', userId, first: 250, after });
    found.push(...result.items.filter((t) => t.depositor?.id === userId || !t.depositor));
    if (!result.nextCursor) break;
    after = result.nextCursor;
  }
  return found;
}

/**
 * One auto-deposit run for an account (issue 16; the pricing rule is the engine's planDepositRun):
 * reads the CSGORoll inventory and our open listings, relists unsold listings one decay step lower
 * (cancel, then list again), and lists new items at the strategy's price. An item CSGORoll refuses
 * (gone from the inventory, listed meanwhile, price out of bounds) is skipped and named in the
 * run's activity; nothing else is listed in its place.
 */
export async function runAutoDeposit(
  ctx: TradingContext,
  account: TradingAccountRow,
  settings: CsgorollSettings,
  client: CsgorollClient,
): Promise<AutoDepositOutcome> {
  const outcome: AutoDepositOutcome = { listed: [], relisted: [], skipped: [], refused: [] };
  const userId = account.csgorollUserId ?? (await client.currentUser()).id;
  const inventory = await client.fullInventory();
  const open = openListingsOf(await allListed(client, userId), inventory);
  const references = await depositReferences(ctx, settings, inventory);
  const plan = planDepositRun(
    settings,
    inventory.map((item) => toCandidate(item, references)),
    open,
  );
  outcome.skipped = plan.skipped;
  const listings: ListingUpdate[] = [];

  for (const relist of plan.relist) {
    try {
      await client.cancelTrade(relist.cancelTradeId);
    } catch (error) {
      // Joined meanwhile (NotCancellable) or gone: the sale goes on, nothing is relisted.
      outcome.refused.push({ assetId: relist.assetId, reason: messageOf(error) });
      continue;
    }
    const created = await listOne(client, relist, outcome, listings, 'relisted');
    if (created) outcome.relisted.push(created);
  }
  for (const item of plan.list) {
    const created = await listOne(client, item, outcome, listings);
    if (created) outcome.listed.push(created);
  }
  await recordRun(ctx, account, outcome);
  await recordListings(ctx.db, account, listings);
  return outcome;
}

export async function listOne(
  client: CsgorollClient,
  item: DepositRunPlan['list'][number],
  outcome: AutoDepositOutcome,
  made: ListingUpdate[],
  change: 'created' | 'relisted' = 'created',
) {
  try {
    const [trade] = await client.createTrades([
      { assetId: item.assetId, itemVariantId: item.itemVariantId, value: item.value },
    ]);
    if (!trade) throw new Error('CSGORoll answered no listing');
    made.push({ trade, change });
    return { tradeId: trade.id, assetId: item.assetId, value: item.value, markupPercent: item.markupPercent };
  } catch (error) {
    outcome.refused.push({ assetId: item.assetId, reason: messageOf(error) });
    return null;
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'refused');

async function recordRun(ctx: TradingContext, account: TradingAccountRow, outcome: AutoDepositOutcome) {
  const at = ctx.now();
  const total = [...outcome.listed, ...outcome.relisted].reduce((sum, l) => sum + l.value, 0);
  const parts = [`Listed ${outcome.listed.length} items`, `relisted ${outcome.relisted.length} lower`];
  if (outcome.refused.length > 0)
    parts.push(
      `skipped ${outcome.refused.length}: ${outcome.refused.map((r) => `${r.assetId} (${r.reason})`).join('; ')}`,
    );
  await ctx.db.transaction(async (tx) => {
    await writeAccountActivity(
      tx,
      {
        userId: account.userId,
        steamId: account.steamId,
        type: 'trade',
        title: 'Auto-deposit run',
        description: `${parts.join(', ')}.`,
        metadata: {
          action: 'deposit_listed',
          value: Math.round(total * 100) / 100,
          auto_action: 'auto_deposit',
          listed: outcome.listed,
          relisted: outcome.relisted,
          refused: outcome.refused,
        },
      },
      at,
    );
    if (outcome.listed.length + outcome.relisted.length + outcome.refused.length > 0)
      await queueChannelNotification(
        tx,
        'auto.deposit_run',
        {
          content: `Auto-deposit on ${account.steamId}: ${parts.join(', ')}; ${formatBalance(total)} coins listed.`,
        },
        at,
      );
  });
}

/** The roles that may run bots; a licence must be active, except for the admin. */
export const mayAutoDeposit = (role: Role, licenseExpiry: Date | null, now: Date) =>
  role === 'admin' ||
  (role !== 'user' && hasActiveLicence(licenseExpiry?.toISOString() ?? null, now.getTime()));

/**
 * Every CSGORoll account with auto-deposit on, a valid session and a licence, whose run is due.
 * One account's failure is reported and the sweep goes on; its run time is still marked, so a
 * failing account is retried after its interval, not every tick.
 */
export async function runDueAutoDeposits(
  ctx: TradingContext,
  report: (accountId: string, error: unknown) => void,
): Promise<Map<string, AutoDepositOutcome>> {
  const rows = await accountsWithCsgorollSession(ctx.db);
  const owners = await traderStandingsOf(
    ctx.db,
    rows.map((row) => row.account.userId),
  );
  const outcomes = new Map<string, AutoDepositOutcome>();
  for (const row of rows) {
    const owner = owners.get(row.account.userId);
    if (!owner) continue;
    const now = ctx.now();
    const settings = effectiveCsgorollSettings({
      stored: row.csgoroll,
      sniping: row.account.snipingEnabled,
      role: owner.role,
    });
    if (!settings.auto_deposit_enabled || !mayAutoDeposit(owner.role, owner.licenseExpiry, now)) continue;
    if (!(await isDue(ctx.db, row.account.id, 'auto_deposit', autoDepositEveryMs(settings), now))) continue;
    await markRun(ctx.db, row.account.id, 'auto_deposit', now);
    const client = await csgorollClientOf(ctx, row.account);
    try {
      outcomes.set(row.account.id, await runAutoDeposit(ctx, row.account, settings, client));
    } catch (error) {
      report(row.account.id, error);
    } finally {
      await client.close().catch(() => undefined);
    }
  }
  return outcomes;
}

export async function csgorollClientOf(ctx: TradingContext, account: TradingAccountRow) {
  const secrets = await openAccountSecrets(ctx.db, ctx.vault, account.id);
  const credentials =
    account.csgorollAuthMethod === 'credentials' && secrets.csgoroll_email && secrets.csgoroll_password
      ? { method: 'credentials' as const, email: secrets.csgoroll_email, password: secrets.csgoroll_password }
      : { method: 'cookie' as const, cookie: secrets.csgoroll_cookie ?? '' };
  return connectorsOf(ctx).csgoroll(credentials, {
    // A lost write only means the next run signs in again.
    onSessionRenewed: (cookie) =>
      void storeAccountSecrets(ctx.db, ctx.vault, account.id, { csgoroll_cookie: cookie }, ctx.now()).catch(
        () => undefined,
      ),
  });
}
