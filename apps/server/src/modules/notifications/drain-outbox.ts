import type { Db } from '../../db/database';
import type { DiscordSender } from './discord-rest';
import { lockNextDueMessage, updateOutboxMessage } from './notification-outbox.repository';

/** Back-off after a failed try without Discord's own wait: 5 s, 10 s, 20 s ... at most 15 minutes. */
export function backOffMs(attempts: number): number {
  return Math.min(15 * 60_000, 5_000 * 2 ** Math.max(0, attempts - 1));
}

export type DrainOutcome = { sent: number; retried: number; refused: number; stoppedBy: string | null };

/**
 * Sends due messages one at a time, oldest first, each under a row lock (SKIP LOCKED) so two workers
 * never send the same message. A 429 sets the message's next try to Discord's retry_after and ends
 * this drain (the limit is likely shared by the next ones); an outage backs the message off and
 * ends the drain too. A refused message is marked failed with Discord's reason and stays listed.
 * Without a sender (no bot token) nothing is touched: every message waits.
 */
export async function drainOutbox(
  db: Db,
  sender: DiscordSender | undefined,
  now: () => Date,
  limit = 50,
): Promise<DrainOutcome> {
  const outcome: DrainOutcome = { sent: 0, retried: 0, refused: 0, stoppedBy: null };
  if (!sender) return { ...outcome, stoppedBy: 'no bot token' };
  for (let i = 0; i < limit; i++) {
    const step = await db.transaction(async (tx) => {
      const row = await lockNextDueMessage(tx, now());
      if (!row) return 'empty' as const;
      const result = row.channelId
        ? await sender.toChannel(row.channelId, row.message)
        : await sender.toUser(row.discordUserId!, row.message);
      const attempts = row.attempts + 1;
      const at = now();
      if (result.outcome === 'sent') {
        await updateOutboxMessage(tx, row.id, { status: 'sent', attempts, sentAt: at, lastError: null });
        return 'sent' as const;
      }
      if (result.outcome === 'refused') {
        await updateOutboxMessage(tx, row.id, { status: 'failed', attempts, lastError: result.reason });
        return 'refused' as const;
      }
      const wait = result.retryAfterMs ?? backOffMs(attempts);
      await updateOutboxMessage(tx, row.id, {
        attempts,
        lastError: result.reason,
        nextAttemptAt: new Date(at.getTime() + wait),
      });
      return { retry: result.reason };
    });
    if (step === 'empty') break;
    if (step === 'sent') outcome.sent++;
    else if (step === 'refused') outcome.refused++;
    else {
      outcome.retried++;
      outcome.stoppedBy = step.retry;
      break;
    }
  }
  return outcome;
}
