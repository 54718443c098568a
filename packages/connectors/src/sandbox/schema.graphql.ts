import { BOXES_SCHEMA } from './schema/boxes.graphql';
import { COMMON_SCHEMA } from './schema/common.graphql';
import { STEAM_INVENTORY_SCHEMA } from './schema/steam-inventory.graphql';
import { TRADES_SCHEMA } from './schema/trades.graphql';
import { USER_SCHEMA } from './schema/user.graphql';

/**
 * CSGORoll's GraphQL schema as far as public clients show it (docs: shared/protocol/csgoroll.md,
 * sections 4 to 8), written from those facts: every root field, argument, input type, scalar and
 * enum a public client sends, and every field one selects. Names no client shows (the inventory
 * node type, connection types, box and exchange payloads) are ours; the README lists them.
 * One file an area under schema/; each extends the root types of schema/common.graphql.ts.
 */
export const SANDBOX_SCHEMA = [
  COMMON_SCHEMA,
  USER_SCHEMA,
  TRADES_SCHEMA,
  STEAM_INVENTORY_SCHEMA,
  BOXES_SCHEMA,
].join('\n');
