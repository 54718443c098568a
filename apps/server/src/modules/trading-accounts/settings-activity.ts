import { isDeepStrictEqual } from 'node:util';
import type { DbOrTx } from '../../db/database';
import { writeAccountActivity } from '../activity/write-activity';

type SettingsSaved = {
  userId: string;
  steamId: string;
  platform: 'csgoroll' | 'steam';
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  /** Changed fields whose values are secrets: counted and named, their values never written. */
  secretChanges?: string[];
};

const platformName = { csgoroll: 'CSGORoll', steam: 'Steam' } as const;

/**
 * The `settings` activity of a save (trading-dashboard.md, Activity: settings.steam_id, platform,
 * changed_count, old_settings and new_settings), written in the save's transaction. Only the fields
 * that changed are kept, old beside new.
 */
export async function writeSettingsActivity(tx: DbOrTx, saved: SettingsSaved, at: Date): Promise<void> {
  const changed = Object.keys(saved.after).filter(
    (key) => !isDeepStrictEqual(saved.before[key], saved.after[key]),
  );
  const secrets = saved.secretChanges ?? [];
  const count = changed.length + secrets.length;
  const pick = (from: Record<string, unknown>) => Object.fromEntries(changed.map((key) => [key, from[key]]));
  await writeAccountActivity(
    tx,
    {
      userId: saved.userId,
      steamId: saved.steamId,
      type: 'settings',
      title: `${platformName[saved.platform]} settings saved`,
      description:
        count === 0
          ? 'Saved with no changes.'
          : `${count} ${count === 1 ? 'setting' : 'settings'} changed: ${[...changed, ...secrets].join(', ')}.`,
      metadata: {
        steam_id: saved.steamId,
        platform: saved.platform,
        changed_count: count,
        old_settings: pick(saved.before),
        new_settings: pick(saved.after),
        ...(secrets.length > 0 ? { changed_secrets: secrets } : {}),
      },
    },
    at,
  );
}
