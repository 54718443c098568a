import type { DiscordChannelKey } from '@skinpilot/contract';

/**
 * Every event the product tells Discord about, and the admin channel it goes to (decision 019:
 * "each event goes where its name says"). A DM to the user is decided separately, by the account's
 * dm_deposits / dm_withdrawals settings.
 */
export const NOTIFICATION_CHANNELS = {
  'admin.action': 'admin_logs',
  'billing.purchase': 'billing_logs',
  'general.signup': 'general_logs',
  'trading.offer_accepted': 'trading_logs',
  'trading.offer_cancelled': 'trading_logs',
  'trading.reversal': 'trading_logs',
  'snipe.withdrawal': 'snipes',
  'auto.deposit_run': 'auto_logs',
  'deposit.listed': 'deposit_logs',
  'deposit.completed': 'deposit_logs',
  'util.session_problem': 'util_logs',
  'daily.results': 'daily_results',
  'customer.boost': 'customer_boosts',
} as const satisfies Record<string, DiscordChannelKey>;

export type NotificationEvent = keyof typeof NOTIFICATION_CHANNELS;
