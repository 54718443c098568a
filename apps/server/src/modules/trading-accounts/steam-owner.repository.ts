import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';

const interval = (ms: number) => `${Math.max(1, Math.round(ms))} milliseconds`;

/**
 * Takes the account's Steam lease for `owner` when nobody holds it or its holder's lease ran out
 * (the database's clock decides); keeps it when `owner` holds it already. Answers whether `owner`
 * holds it now.
 */
export async function takeSteamLease(
  db: DbOrTx,
  lease: { accountId: string; owner: string; logonId: number; leaseMs: number },
): Promise<boolean> {
  const result = await db.execute<{ owner: string }>(sql`
    insert into steam_session_owners (account_id, owner, logon_id, taken_at, expires_at)
    values (${lease.accountId}, ${lease.owner}, ${lease.logonId}, now(),
            now() + ${interval(lease.leaseMs)}::interval)
    on conflict (account_id) do update
       set owner = excluded.owner, logon_id = excluded.logon_id, expires_at = excluded.expires_at,
           taken_at = case when steam_session_owners.owner = excluded.owner
                           then steam_session_owners.taken_at else excluded.taken_at end
     where steam_session_owners.owner = excluded.owner or steam_session_owners.expires_at < now()
    returning owner`);
  return result.rows.length > 0;
}

/** The owner's one write per beat: renews every lease it holds; answers the accounts it still holds. */
export async function renewSteamLeases(db: DbOrTx, owner: string, leaseMs: number): Promise<string[]> {
  const result = await db.execute<{ account_id: string }>(sql`
    update steam_session_owners set expires_at = now() + ${interval(leaseMs)}::interval
     where owner = ${owner} and expires_at >= now()
    returning account_id`);
  return result.rows.map((r) => r.account_id);
}

/** The owner hands the account back (its client logged out); others may take it at once. */
export async function releaseSteamLease(db: DbOrTx, owner: string, accountId: string): Promise<void> {
  await db.execute(
    sql`delete from steam_session_owners where owner = ${owner} and account_id = ${accountId}`,
  );
}

/** Every lease of a process that stops. */
export async function releaseSteamLeasesOf(db: DbOrTx, owner: string): Promise<void> {
  await db.execute(sql`delete from steam_session_owners where owner = ${owner}`);
}

export type LoginBudgetRow = {
  key: string;
  window_started_at: Date;
  log_ins: number;
  backoff_until: Date | null;
  now: Date;
};

/** Creates the budget rows missing and locks them, in key order (so two spenders never deadlock). */
export async function lockLoginBudgets(tx: DbOrTx, keys: string[]): Promise<LoginBudgetRow[]> {
  const sorted = [...keys].sort();
  for (const key of sorted)
    await tx.execute(sql`insert into steam_login_budgets (key) values (${key}) on conflict do nothing`);
  const result = await tx.execute<LoginBudgetRow>(sql`
    select key, window_started_at, log_ins, backoff_until, now() as now from steam_login_budgets
     where key in (${sql.join(
       sorted.map((k) => sql`${k}`),
       sql`, `,
     )})
     order by key for update`);
  return result.rows.map((r) => ({
    ...r,
    window_started_at: new Date(r.window_started_at),
    backoff_until: r.backoff_until ? new Date(r.backoff_until) : null,
    now: new Date(r.now),
  }));
}

export async function writeLoginBudget(
  tx: DbOrTx,
  key: string,
  values: { windowStartedAt: Date; logIns: number },
): Promise<void> {
  await tx.execute(sql`
    update steam_login_budgets set window_started_at = ${values.windowStartedAt.toISOString()}::timestamptz,
           log_ins = ${values.logIns}
     where key = ${key}`);
}

/**
 * Steam refused a log-in through `key` (eresult 84): every log-in through it waits, `firstMs` after
 * the first refusal in a row and twice as long after each next one, up to `maxMs`, and never less
 * than `atLeastMs`. Answers until when.
 */
export async function backOffLoginBudget(
  db: DbOrTx,
  key: string,
  wait: { firstMs: number; maxMs: number; atLeastMs: number },
): Promise<Date> {
  await db.execute(sql`insert into steam_login_budgets (key) values (${key}) on conflict do nothing`);
  const result = await db.execute<{ backoff_until: Date }>(sql`
    update steam_login_budgets
       set strikes = strikes + 1,
           backoff_until = now() + make_interval(secs => greatest(
             ${wait.atLeastMs / 1000}::float8,
             least(${wait.maxMs / 1000}::float8, ${wait.firstMs / 1000}::float8 * power(2, strikes))))
     where key = ${key}
    returning backoff_until`);
  return new Date(result.rows[0]!.backoff_until);
}

/** A log-in through `key` went through: the refusals in a row start again from none. */
export async function clearLoginStrikes(db: DbOrTx, key: string): Promise<void> {
  await db.execute(sql`update steam_login_budgets set strikes = 0 where key = ${key} and strikes > 0`);
}
