import { botsSealedColumns } from './modules/orchestration/bots.sealed-columns';
import { tradingAccountsSealedColumns } from './modules/trading-accounts/trading-accounts.sealed-columns';
import { usersSealedColumns } from './modules/users/users.sealed-columns';
import type { SealedColumn } from './modules/vault/sealed-column';

/**
 * Every sealed column of the product, for `vault:rotate`. A module that stores secrets adds its list
 * here; it sits above the modules so that the vault, which they all use, knows none of them.
 */
export const sealedColumns: SealedColumn[] = [
  ...usersSealedColumns,
  ...tradingAccountsSealedColumns,
  ...botsSealedColumns,
];
