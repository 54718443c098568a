import type { DbOrTx } from '../../db/database';
import { activityTotalsSince } from './activities.repository';

/** Activities in all (estimated on a large table) and since an instant, for the dashboards' figures. */
export async function activityTotals(db: DbOrTx, since: Date) {
  const row = await activityTotalsSince(db, since);
  return { activities: row.activities, activitiesSince: row.activities_since };
}
