import { botsSealedColumns } from '../bots/bots.sealed-columns';
import { tradingAccountsSealedColumns } from '../trading-accounts/trading-accounts.sealed-columns';
import { usersSealedColumns } from '../users/users.sealed-columns';
import type { SealedColumn } from './sealed-column';

/** Every sealed column of the product. A module that stores secrets adds its list here. */
export const sealedColumns: SealedColumn[] = [
  ...usersSealedColumns,
  ...tradingAccountsSealedColumns,
  ...botsSealedColumns,
];
