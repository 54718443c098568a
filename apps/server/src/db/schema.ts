/** Every table, gathered for Drizzle and drizzle-kit. Each module owns and defines its own. */
export * from '../modules/users/users.schema';
export * from '../modules/users/security.schema';
export * from '../modules/bots/bots.schema';
export * from '../modules/audit/audit.schema';
export * from '../modules/bots/proxies.schema';
export * from '../modules/market/market.schema';
export * from '../modules/market/overview.schema';
export * from '../modules/trading-accounts/trading-accounts.schema';
export * from '../modules/trading-accounts/extra-slots.schema';
export * from '../modules/billing/products.schema';
export * from '../modules/settings/settings.schema';
export * from '../modules/credits/credits.schema';
export * from '../modules/billing/billing.schema';
export * from '../modules/steam-tools/steam-tools.schema';
export * from '../modules/notifications/notification-outbox.schema';
export * from '../modules/steam-tools/steam-automation.schema';
export * from '../http/attempt-limits.schema';
