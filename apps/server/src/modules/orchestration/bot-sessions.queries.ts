import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { botSessions } from './bots.schema';

/** Where each session ran: its provider and region (null for a local worker without one). */
export async function sessionPlacements(
  db: DbOrTx,
  sessionIds: readonly string[],
): Promise<Map<string, { provider: string; region: string | null }>> {
  const placements = new Map<string, { provider: string; region: string | null }>();
  for (let i = 0; i < sessionIds.length; i += 5_000) {
    const rows = await db
      .select({ id: botSessions.id, provider: botSessions.provider, region: botSessions.region })
      .from(botSessions)
      .where(inArray(botSessions.id, sessionIds.slice(i, i + 5_000)));
    for (const row of rows) placements.set(row.id, { provider: row.provider, region: row.region });
  }
  return placements;
}
