import { withdrawalCredits } from '@skinpilot/engine';
import { formatBalance, type CsgorollSettings } from '@skinpilot/domain';
import type { Db } from '../../db/database';
import { writeAccountActivity } from '../../modules/activity/write-activity';
import { announce } from '../../modules/live-events/announce';

export type IdleReason = 'out of coins' | 'out of credits';
export type Idle = { reason: IdleReason; since: string };

/**
 * Why a running session can buy nothing, or null when it can: its coins are below the account's
 * `min_value` (so no listing can qualify), or the user's credits cannot pay the smallest charge (the
 * cheapest qualifying withdrawal, at the highest markup allowed, where the share is smallest; and
 * at least one credit, the sniping right). Admins are never out of credits.
 */
export function idleReasonOf(
  settings: Partial<CsgorollSettings>,
  state: { balance: number; credits: number; creditMultiplier: number },
): IdleReason | null {
  if (!settings.sniping_enabled) return null;
  const minValue = Math.max(settings.min_value ?? 0, 0.01);
  if (!(state.balance >= minValue)) return 'out of coins';
  if (!Number.isFinite(state.credits)) return null;
  const smallest = withdrawalCredits(minValue, settings.max_markup ?? 0, state.creditMultiplier);
  if (state.credits < Math.max(smallest, 1)) return 'out of credits';
  return null;
}

const titles: Record<IdleReason, string> = {
  'out of coins': 'Idle: out of coins',
  'out of credits': 'Idle: out of credits',
};

/**
 * The session went idle or resumed: one activity says so and the owner's dashboards hear it (the
 * `sniping` event, with the state and reason as /sniping/status answers them), in one transaction.
 */
export async function tellIdleChange(
  db: Db,
  owner: { userId: string; steamId: string; sessionId: string },
  change: { idle: Idle | null; was: Idle | null; balance: number; credits: number; minValue: number },
  at: Date,
) {
  const { idle, was } = change;
  const description = idle
    ? idle.reason === 'out of coins'
      ? `The bot has ${formatBalance(change.balance)} coins, below the minimum value of ${formatBalance(change.minValue)}: no listing can qualify. It resumes by itself when coins return.`
      : `${formatBalance(change.credits)} credits cannot pay the smallest charge of a withdrawal. It resumes by itself when credits are added.`
    : `Sniping resumed: the bot can buy again (it was ${was?.reason ?? 'idle'}).`;
  await db.transaction(async (tx) => {
    await writeAccountActivity(
      tx,
      {
        userId: owner.userId,
        steamId: owner.steamId,
        type: 'account',
        title: idle ? titles[idle.reason] : 'Sniping resumed',
        description,
        metadata: {
          steam_id: owner.steamId,
          action: idle ? 'sniping_idle' : 'sniping_resumed',
          reason: idle?.reason ?? was?.reason ?? null,
        },
      },
      at,
    );
    await announce(tx, owner.userId, 'sniping', {
      steam_id: owner.steamId,
      session_id: owner.sessionId,
      state: 'running',
      idle,
    });
  });
}
