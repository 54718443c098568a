import type { CsgorollSettings } from '@skinpilot/domain';
import type { Db } from '../../db/database';
import { getSystemSettings } from '../../modules/system-config/system-settings';
import { sessionSettingsOf } from '../../modules/trading-accounts/session-settings';
import { traderStandingsOf, type TraderStanding } from '../../modules/users/users.queries';

/** What a sniping session reads from the database each round: the owner, its settings, the multiplier. */
export type SessionFacts = {
  standing: TraderStanding | undefined;
  settings: CsgorollSettings | undefined;
  creditMultiplier: number;
};

/**
 * The facts of many sessions in three reads (owners, settings, system settings), however many
 * sessions the worker runs: each round refreshes every session, so reading per session would be
 * three queries per session every few seconds.
 */
export async function readSessionFacts(
  db: Db,
  sessions: readonly { userId: string; steamId: string }[],
): Promise<(session: { userId: string; steamId: string }) => SessionFacts> {
  const [standings, settings, system] = await Promise.all([
    traderStandingsOf(
      db,
      sessions.map((s) => s.userId),
    ),
    sessionSettingsOf(
      db,
      sessions.map((s) => s.steamId),
    ),
    getSystemSettings(db),
  ]);
  return (session) => ({
    standing: standings.get(session.userId),
    settings: settings.get(session.steamId),
    creditMultiplier: system.global_credit_multiplier,
  });
}
