import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { getSystemSettings } from '../../modules/settings/system-settings';

/** Any constant shared by every worker process: whoever holds it reconciles this round. */
const ORCHESTRATOR_LOCK = 727_015;

export const STOP_REASONS = {
  removed: 'The account was removed.',
  licence: 'License required: the licence has expired.',
  credits: 'Credits required: no credits left.',
  snipingOff: 'Sniping was turned off.',
  payment: 'Payment required: renew the extra slots to reactivate this account.',
  cookie: 'The CSGORoll session is no longer valid; connect the account again.',
  userCap: 'An administrator set this user to no bot sessions.',
} as const;

export type ReconcileOutcome = { leader: boolean; started: number; stopping: number; ended: number };

/**
 * One orchestration round: desired sessions (sniping on, a CSGORoll connection with a valid session,
 * the account in good standing, the sniping right: a valid licence and at least one credit, admins
 * always) against the sessions that exist. Runs in one transaction under an advisory lock, so with
 * several workers exactly one reconciles at a time and the others skip the round.
 *
 * - a desired account without an open session gets one (`provisioning`; a worker claims it);
 * - an open session whose account is no longer desired moves to `stopping` with the reason;
 * - a user who lost the sniping right has sniping turned off on every account (the rule the
 *   settings dialog applies, enforced at run time: the switch shows what really happens);
 * - a stopping session nobody holds (its worker died) is terminated here.
 *
 * Replicas: one session per account; the orchestrator config's per_user_overrides of 0 keep a
 * user's accounts from trading at all, and max_replicas_cap bounds the sessions of one user.
 */
export async function reconcileSessions(db: Db): Promise<ReconcileOutcome> {
  return db.transaction(async (tx) => {
    const lock = await tx.execute<{ ok: boolean }>(
      sql`select pg_try_advisory_xact_lock(${ORCHESTRATOR_LOCK}) as ok`,
    );
    if (!lock.rows[0]?.ok) return { leader: false, started: 0, stopping: 0, ended: 0 };
    const { orchestrator } = await getSystemSettings(tx);
    const blockedUsers = Object.entries(orchestrator.per_user_overrides)
      .filter(([, replicas]) => replicas === 0)
      .map(([userId]) => userId);
    const blocked = blockedUsers.length > 0 ? blockedUsers : ['00000000-0000-0000-0000-000000000000'];
    const blockedList = sql.join(
      blocked.map((id) => sql`${id}`),
      sql`, `,
    );

    // Why an account may not trade now; null when it may. The order is the order a user fixes them.
    const refusal = sql`case
        when a.id is null then ${STOP_REASONS.removed}
        when u.role <> 'admin' and (u.license_expiry is null or u.license_expiry <= now()) then ${STOP_REASONS.licence}
        when u.role <> 'admin' and u.credits < 1 then ${STOP_REASONS.credits}
        when not a.sniping_enabled then ${STOP_REASONS.snipingOff}
        when a.status <> 'active' then ${STOP_REASONS.payment}
        when a.csgoroll_connected_at is null or not a.csgoroll_cookie_valid then ${STOP_REASONS.cookie}
        when u.id::text in (${blockedList}) then ${STOP_REASONS.userCap}
        else null end`;

    const stopping = await tx.execute(sql`
      update bot_sessions s
         set state = 'stopping', stop_reason = r.reason, stopped_by = 'rules'
        from (select s2.id, ${refusal} as reason
                from bot_sessions s2
                left join trading_accounts a on a.steam_id = s2.steam_id and a.user_id = s2.user_id
                left join users u on u.id = s2.user_id
               where s2.state in ('provisioning', 'running')) r
       where s.id = r.id and r.reason is not null`);

    await tx.execute(sql`
      update trading_accounts a set sniping_enabled = false
        from users u
       where u.id = a.user_id and a.sniping_enabled and u.role <> 'admin'
         and (u.license_expiry is null or u.license_expiry <= now() or u.credits < 1)`);

    const started = await tx.execute(sql`
      insert into bot_sessions (user_id, steam_id, provider, state)
      select a.user_id, a.steam_id, ${orchestrator.provider}, 'provisioning'
        from trading_accounts a
        join users u on u.id = a.user_id
       where a.sniping_enabled and ${refusal} is null
         and not exists (select 1 from bot_sessions s where s.steam_id = a.steam_id and s.state <> 'terminated')
         and (select count(*) from bot_sessions s
               where s.user_id = a.user_id and s.state <> 'terminated') < ${orchestrator.max_replicas_cap}
      on conflict do nothing`);

    // Its worker died while the session was stopping: end it here, with the activity the worker
    // would have written.
    const ended = await tx.execute(sql`
      with ended as (
        update bot_sessions
           set state = 'terminated', terminated_at = now(), lease_owner = null, lease_expires_at = null
         where state = 'stopping' and (lease_owner is null or lease_expires_at < now())
        returning id, user_id, steam_id, coalesce(stop_reason, 'Stopped.') as reason)
      insert into activities (user_id, steam_id, type, title, details)
      select user_id, steam_id, 'account', 'Sniping stopped',
             jsonb_build_object('description', reason,
               'account', jsonb_build_object('platform', 'csgoroll', 'session_id', id, 'reason', reason))
        from ended`);

    return {
      leader: true,
      started: started.rowCount ?? 0,
      stopping: stopping.rowCount ?? 0,
      ended: ended.rowCount ?? 0,
    };
  });
}
