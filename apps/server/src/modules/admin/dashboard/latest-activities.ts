import type { DbOrTx } from '../../../db/database';
import { listLatestActivities } from '../../activity/activity.queries';
import { userEmailsOf } from '../../users/users.queries';

const LATEST_ACTIVITIES = 6;

/** The newest activities of all users, each with its user's e-mail (one query per module). */
export async function latestActivities(db: DbOrTx) {
  const rows = await listLatestActivities(db, LATEST_ACTIVITIES);
  const emails = await userEmailsOf(
    db,
    rows.map((r) => r.userId),
  );
  // An activity's user is kept by a cascading foreign key; one deleted between the two reads is left out.
  return rows
    .filter((r) => emails.has(r.userId))
    .map((r) => ({
      title: r.title,
      user_email: emails.get(r.userId)!,
      type: r.type,
      timestamp: r.createdAt.toISOString(),
    }));
}
