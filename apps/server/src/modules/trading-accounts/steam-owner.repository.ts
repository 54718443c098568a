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
