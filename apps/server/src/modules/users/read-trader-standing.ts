import type { Role } from '@skinpilot/domain';
import type { DbOrTx } from '../../db/database';
import { findLicenceHolder, findLicenceHolders } from './users.repository';

/**
 * What the bots need to know of a trader: the role and licence that gate trading, the credits a
 * trade is charged from, and the linked Discord account their DMs go to.
 */
export type TraderStanding = {
  role: Role;
  credits: number;
  licenseExpiry: Date | null;
  discordId: string | null;
};

type StandingRow = NonNullable<Awaited<ReturnType<typeof findLicenceHolder>>>;

const toStanding = (row: StandingRow): TraderStanding => ({
  role: row.role,
  credits: Number(row.credits),
  licenseExpiry: row.licenseExpiry,
  discordId: row.discordId,
});

/** The standing of each user, in one read; a user who no longer exists is absent. */
export async function traderStandingsOf(
  db: DbOrTx,
  userIds: readonly string[],
): Promise<Map<string, TraderStanding>> {
  const rows = await findLicenceHolders(db, [...new Set(userIds)]);
  return new Map(rows.map((row) => [row.id, toStanding(row)]));
}

export async function traderStandingOf(db: DbOrTx, userId: string): Promise<TraderStanding | undefined> {
  const row = await findLicenceHolder(db, userId);
  return row ? toStanding(row) : undefined;
}
