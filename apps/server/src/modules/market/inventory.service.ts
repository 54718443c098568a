import { INVENTORY_REFRESH_INTERVAL_MINUTES } from '@skinpilot/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { listAccountsOf, type TradingAccountRow } from '../trading-accounts/accounts.queries';
import { snapshotsVersionOf, snapshotTextsOf, snapshotTimes } from './inventory-snapshots.repository';
import { takeInventorySnapshot, type SnapshotDeps, type SnapshotOptions } from './take-inventory-snapshot';

/**
 * An account's inventory is read from the platforms at most once per this interval on demand; the
 * scheduled job refreshes every account older than it. Ten minutes keeps a user clicking Refresh
 * from logging each account in to Steam and CSGORoll over and over.
 */
export const INVENTORY_REFRESH_INTERVAL_MS = INVENTORY_REFRESH_INTERVAL_MINUTES * 60_000;
/** Accounts read at once: each holds a platform session open for a few seconds. */
const REFRESH_CONCURRENCY = 4;

export class InventoryRecentlyUpdated extends AppError {
  constructor(readonly nextUpdateInMinutes: number) {
    super('rate_limited', `All accounts were recently updated. Try again in ${nextUpdateInMinutes} minutes`, {
      retryAfterSeconds: nextUpdateInMinutes * 60,
      nextUpdateInMinutes,
    });
  }
}

export type RefreshOutcome = {
  updated_accounts: string[];
  skipped_accounts: string[];
  failed_accounts: string[];
};

/**
 * Refreshes each of the user's accounts whose snapshot is older than the interval. When every
 * account was refreshed recently the answer is a 429 carrying the minutes until the first is due.
 */
export async function refreshInventoriesOf(deps: SnapshotDeps, userId: string): Promise<RefreshOutcome> {
  const accounts = await listAccountsOf(deps.db, userId);
  const taken = await snapshotTimes(deps.db, userId);
  const now = deps.now().getTime();
  const due: TradingAccountRow[] = [];
  const skipped: string[] = [];
  let firstDueAt = Number.POSITIVE_INFINITY;
  for (const account of accounts) {
    const at = taken.get(account.id)?.getTime();
    if (at === undefined || now - at >= INVENTORY_REFRESH_INTERVAL_MS) due.push(account);
    else {
      skipped.push(account.steamId);
      firstDueAt = Math.min(firstDueAt, at + INVENTORY_REFRESH_INTERVAL_MS);
    }
  }
  if (accounts.length > 0 && due.length === 0) {
    throw new InventoryRecentlyUpdated(Math.max(1, Math.ceil((firstDueAt - now) / 60_000)));
  }
  const failed = await snapshotAll(deps, due, { byUser: true });
  return {
    updated_accounts: due.map((a) => a.steamId).filter((id) => !failed.includes(id)),
    skipped_accounts: skipped,
    failed_accounts: failed,
  };
}

/** Snapshots accounts a few at a time; answers the Steam ids whose snapshot could not be written. */
export async function snapshotAll(
  deps: SnapshotDeps,
  accounts: TradingAccountRow[],
  options: SnapshotOptions = {},
): Promise<string[]> {
  const failed: string[] = [];
  const queue = [...accounts];
  const worker = async () => {
    for (let account = queue.shift(); account; account = queue.shift()) {
      try {
        await takeInventorySnapshot(deps, account, options);
      } catch {
        failed.push(account.steamId);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(REFRESH_CONCURRENCY, accounts.length) }, worker));
  return failed;
}

/**
 * `GET /inventory` as one JSON text: PostgreSQL hands each snapshot's stored arrays over as text and
 * they are joined without parsing, so 10,000 items cost a string join rather than a parse and a
 * re-serialisation. Accounts in Steam id order.
 */
export async function inventoryJsonOf(db: Db, userId: string): Promise<string> {
  const rows = await snapshotTextsOf(db, userId);
  const join = (texts: string[]) =>
    `[${texts
      .map((t) => t.slice(1, -1).trim())
      .filter((t) => t !== '')
      .join(',')}]`;
  return `{"inventory":${join(rows.map((r) => r.inventory))},"listings":${join(rows.map((r) => r.listings))},"protected_withdrawals":${join(rows.map((r) => r.protectedWithdrawals))}}`;
}

/** Bytes of composed answers one process keeps; the least recently used go first. */
const INVENTORY_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * The composed `GET /inventory` answer per user, kept as bytes while the user's snapshots stay the
 * same. Every call still asks PostgreSQL for the snapshots' version (an index read of at most a few
 * dozen rows), so a refresh by any process, or a deleted account, is seen at once.
 */
export function inventoryAnswers(db: Db) {
  const kept = new Map<string, { version: string; body: Buffer }>();
  let keptBytes = 0;
  const drop = (userId: string) => {
    const old = kept.get(userId);
    if (old) keptBytes -= old.body.length;
    kept.delete(userId);
  };
  return async function inventoryBodyOf(userId: string): Promise<Buffer> {
    const version = await snapshotsVersionOf(db, userId);
    const hit = kept.get(userId);
    if (hit?.version === version) {
      kept.delete(userId);
      kept.set(userId, hit);
      return hit.body;
    }
    drop(userId);
    const body = Buffer.from(await inventoryJsonOf(db, userId), 'utf8');
    if (body.length <= INVENTORY_CACHE_BYTES) {
      kept.set(userId, { version, body });
      keptBytes += body.length;
      for (const oldest of kept.keys()) {
        if (keptBytes <= INVENTORY_CACHE_BYTES) break;
        drop(oldest);
      }
    }
    return body;
  };
}
