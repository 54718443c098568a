import { COIN_TO_DOLLAR, formatBalance } from '@skinpilot/domain';
import type { DbOrTx } from '../../db/database';
import { getSystemSettings } from '../system-config/system-settings';
import { traderStandingOf } from '../users/users.queries';
import { NOTIFICATION_CHANNELS, type NotificationEvent } from './notification-events';
import { insertOutboxMessage } from './notification-outbox.repository';
import type { DiscordMessage } from './notification-outbox.schema';

/**
 * Queues the event's message for its admin channel, in the caller's transaction so the message
 * exists exactly when the event does. No channel id set for it: nothing is queued (the admin chose
 * not to hear of it). Answers whether a message was queued.
 */
export async function queueChannelNotification(
  tx: DbOrTx,
  event: NotificationEvent,
  message: DiscordMessage,
  at: Date,
): Promise<boolean> {
  const channels = (await getSystemSettings(tx)).discord_channels;
  const channelId = channels[NOTIFICATION_CHANNELS[event]];
  if (!channelId) return false;
  await insertOutboxMessage(tx, { event, channelId, message, nextAttemptAt: at, createdAt: at });
  return true;
}

/**
 * Queues a DM to the user's linked Discord account when the account's setting (dm_deposits for a
 * deposit, dm_withdrawals for a withdrawal) is on. No linked account, or the setting off: nothing.
 */
export async function queueTradeDm(
  tx: DbOrTx,
  input: {
    userId: string;
    kind: 'deposit' | 'withdrawal';
    settings: { dm_deposits: boolean; dm_withdrawals: boolean };
    message: DiscordMessage;
  },
  at: Date,
): Promise<boolean> {
  const wanted = input.kind === 'deposit' ? input.settings.dm_deposits : input.settings.dm_withdrawals;
  if (!wanted) return false;
  const user = await traderStandingOf(tx, input.userId);
  if (!user?.discordId) return false;
  await insertOutboxMessage(tx, {
    event: input.kind === 'deposit' ? 'deposit.completed' : 'snipe.withdrawal',
    discordUserId: user.discordId,
    message: input.message,
    nextAttemptAt: at,
    createdAt: at,
  });
  return true;
}

/**
 * The DM of a trade: item, price, markup, the reference when one was known (the price's percent
 * of it, and the reference in coins and dollars, issue 26), profit and a link to the trade.
 */
export function tradeMessage(trade: {
  kind: 'deposit' | 'withdrawal';
  itemName: string;
  price: number;
  markupPercent: number;
  profit: number | null;
  reference?: { coins: number; percent: number } | null;
  link: string;
}): DiscordMessage {
  const verb = trade.kind === 'deposit' ? 'Deposit sold' : 'Withdrawal';
  const fields = [
    { name: 'Price', value: `${formatBalance(trade.price)} coins`, inline: true },
    { name: 'Markup', value: `${trade.markupPercent.toFixed(2)} %`, inline: true },
  ];
  if (trade.reference) {
    const { coins, percent } = trade.reference;
    fields.push(
      { name: '% of ref', value: `${percent.toFixed(2)} %`, inline: true },
      {
        name: 'Reference',
        value: `${formatBalance(coins)} coins ($${formatBalance(coins * COIN_TO_DOLLAR)})`,
        inline: true,
      },
    );
  }
  if (trade.profit !== null)
    fields.push({ name: 'Profit', value: `${formatBalance(trade.profit)} coins`, inline: true });
  return {
    content: `${verb}: ${trade.itemName}`,
    embeds: [{ title: trade.itemName, url: trade.link, fields }],
  };
}
