import type { Db } from '../../db/database';
import { writeAccountActivity } from '../../modules/activity/write-activity';
import { queueChannelNotification } from '../../modules/notifications/queue-notification';

type PauseChange = {
  userId: string;
  steamId: string;
  sessionId: string;
  change: 'paused' | 'resumed';
  description: string;
};

/**
 * A sniping session paused joining for a manual captcha (auto_captcha off), or went on again: an
 * `account` activity, and for a pause the util channel's session-problem message (decision 019),
 * in one transaction.
 */
export async function tellCaptchaPause(db: Db, event: PauseChange, at: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await writeAccountActivity(
      tx,
      {
        userId: event.userId,
        steamId: event.steamId,
        type: 'account',
        title: event.change === 'paused' ? 'Sniping paused' : 'Sniping resumed',
        description: event.description,
        metadata: {
          platform: 'csgoroll',
          session_id: event.sessionId,
          action: event.change,
          reason: 'manual_captcha',
        },
      },
      at,
    );
    if (event.change === 'paused')
      await queueChannelNotification(
        tx,
        'util.session_problem',
        { content: `Sniping paused on ${event.steamId}: a join needs a captcha and Auto captcha is off.` },
        at,
      );
  });
}
