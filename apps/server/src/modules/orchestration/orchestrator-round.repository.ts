import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { snipingRefusalSql } from '../trading-accounts/sniping-right';
import { STOP_REASONS } from './session-stop-reasons';

/**
 * The statements of one orchestration round. Each one reads bot_sessions, trading_accounts and
 * users together (and the last writes activities) on purpose: the round runs in one transaction
 * under the orchestrator's advisory lock, and each decision (stop, start, turn sniping off, end)
 * must be one statement over the rows as they are at that moment, so that an account removed or a
 * licence run out between two reads can never start or keep a session. They live here, in the
 * module that orchestrates, instead of as reads composed from trading-accounts and users.
 */

/** Any constant shared by every worker process: whoever holds it reconciles this round. */
const ORCHESTRATOR_LOCK = 727_015;

/**
 * Whether this transaction leads the round; the lock ends with the transaction. The leader's
 * statements run without JIT: on a large table the planner's cost estimate turns JIT on, and
 * compiling took 150-270 ms of a round that runs every 3 s and answers in tens of milliseconds.
 */
export async function tryOrchestratorLock(tx: DbOrTx): Promise<boolean> {
  const lock = await tx.execute<{ ok: boolean }>(
    sql`select pg_try_advisory_xact_lock(${ORCHESTRATOR_LOCK}) as ok`,
  );
  const leads = Boolean(lock.rows[0]?.ok);
  if (leads) await tx.execute(sql`set local jit = off`);
  return leads;
}

/** The sniping right (packages/domain's snipingRefusal, in SQL) of the round's user `u`, now. */
const snipingRefusal = snipingRefusalSql(
  { role: sql`u.role`, licenseExpiry: sql`u.license_expiry`, credits: sql`u.credits` },
  sql`now()`,
);

/** The placeholder keeps `in (...)` valid when no user is blocked. */
const NO_USER = '00000000-0000-0000-0000-000000000000';

// Why an account may not trade now; null when it may. The order is the order a user fixes them.
function refusalOf(blockedUsers: string[]) {
  const blocked = blockedUsers.length > 0 ? blockedUsers : [NO_USER];
  const blockedList = sql.join(
    blocked.map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`case
        when a.id is null then ${STOP_REASONS.removed}
        when ${snipingRefusal} = 'License required' then ${STOP_REASONS.licence}
        when ${snipingRefusal} = 'Credits required' then ${STOP_REASONS.credits}
        when not a.sniping_enabled then ${STOP_REASONS.snipingOff}
        when a.status <> 'active' then ${STOP_REASONS.payment}
        when a.csgoroll_connected_at is null or not a.csgoroll_cookie_valid then ${STOP_REASONS.cookie}
        when u.id::text in (${blockedList}) then ${STOP_REASONS.userCap}
        else null end`;
}

/** Open sessions whose account may no longer trade move to `stopping`, with the reason. */
export async function stopRefusedSessions(tx: DbOrTx, blockedUsers: string[]): Promise<number> {
  const stopping = await tx.execute(sql`
      update bot_sessions s
         set state = 'stopping', stop_reason = r.reason, stopped_by = 'rules',
             request_id = coalesce(r.request_id, s.request_id)
        from (select s2.id, ${refusalOf(blockedUsers)} as reason,
                     -- the trader's save that turned sniping off caused this stop (issue 32)
                     case when not a.sniping_enabled then st.request_id end as request_id
                from bot_sessions s2
                left join trading_accounts a on a.steam_id = s2.steam_id and a.user_id = s2.user_id
                left join account_settings st on st.account_id = a.id
                left join users u on u.id = s2.user_id
               where s2.state in ('provisioning', 'running')) r
       where s.id = r.id and r.reason is not null`);
  return stopping.rowCount ?? 0;
}

/** A user who lost the sniping right has sniping turned off on every account. */
export async function turnSnipingOffWithoutRight(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`
      update trading_accounts a set sniping_enabled = false
        from users u
       where u.id = a.user_id and a.sniping_enabled and ${snipingRefusal} is not null`);
}

/** A desired account without an open session gets one (`provisioning`), within the user's cap. */
export async function startDesiredSessions(
  tx: DbOrTx,
  round: { provider: string; maxReplicas: number; blockedUsers: string[] },
): Promise<number> {
  // The accounts that may trade first (trading_accounts_sniping_idx, then each user by key), and only
  // those are checked for an open session and the user's cap: checking every sniping account's
  // sessions before its user's right cost a query plan of hundreds of milliseconds at 300,000 accounts.
  const started = await tx.execute(sql`
      with desired as materialized (
        select a.user_id, a.steam_id, st.request_id
          from trading_accounts a
          join users u on u.id = a.user_id
          left join account_settings st on st.account_id = a.id
         where a.sniping_enabled and ${refusalOf(round.blockedUsers)} is null)
      insert into bot_sessions (user_id, steam_id, provider, state, request_id)
      select d.user_id, d.steam_id, ${round.provider}, 'provisioning', d.request_id
        from desired d
       where not exists (select 1 from bot_sessions s where s.steam_id = d.steam_id and s.state <> 'terminated')
         and (select count(*) from bot_sessions s
               where s.user_id = d.user_id and s.state <> 'terminated') < ${round.maxReplicas}
      on conflict do nothing`);
  return started.rowCount ?? 0;
}

/** A "Sniping stopped" entry the round wrote for an abandoned stop, as the feed's row. */
export type AbandonedStopActivity = {
  id: string;
  userId: string;
  steamId: string | null;
  type: string;
  title: string;
  details: Record<string, unknown> | null;
  createdAt: Date;
};

/**
 * Its worker died while the session was stopping: end it here, with the activity the worker
 * would have written (one statement, so the activity exists exactly when the end does). Answers
 * the entries written, so the caller tells them in the same transaction.
 */
export async function endAbandonedStops(tx: DbOrTx): Promise<AbandonedStopActivity[]> {
  const ended = await tx.execute<{
    id: string;
    user_id: string;
    steam_id: string | null;
    type: string;
    title: string;
    details: Record<string, unknown> | null;
    created_at: string | Date;
  }>(sql`
      with ended as (
        update bot_sessions
           set state = 'terminated', terminated_at = now(), lease_owner = null, lease_expires_at = null
         where state = 'stopping'
           and (lease_owner is null or not exists (
                 select 1 from worker_heartbeats h
                  where h.worker_id = bot_sessions.lease_owner and h.expires_at >= now()))
        returning id, user_id, steam_id, coalesce(stop_reason, 'Stopped.') as reason)
      insert into activities (user_id, steam_id, type, title, details)
      select user_id, steam_id, 'account', 'Sniping stopped',
             jsonb_build_object('description', reason,
               'account', jsonb_build_object('platform', 'csgoroll', 'session_id', id, 'reason', reason))
        from ended
      returning id, user_id, steam_id, type, title, details, created_at`);
  return ended.rows.map((row) => ({
    id: row.id,
    userId: row.user_id,
    steamId: row.steam_id,
    type: row.type,
    title: row.title,
    details: row.details,
    createdAt: new Date(row.created_at),
  }));
}
