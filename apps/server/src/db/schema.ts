/** Every table, gathered for Drizzle and drizzle-kit. Each module owns and defines its own. */
export * from '../modules/users/users.schema';
export * from '../modules/users/security.schema';
export * from '../modules/bots/bots.schema';
export * from '../modules/admin/admin-audit.schema';
