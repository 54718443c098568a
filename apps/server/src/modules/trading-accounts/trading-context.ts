import type { Connectors } from '@skinpilot/connectors';
import type { Db } from '../../db/database';
import type { AccountVault } from './account-vault';
import type { FirstSnapshots } from './first-snapshot';

/** The part of the connectors this module uses; tests hand in a fake of the same shape. */
export type AccountConnectors = Pick<
  Connectors,
  'mode' | 'verifySteam' | 'verifyCsgoroll' | 'checkProxy' | 'steam' | 'csgoroll'
>;

export type TradingContext = {
  db: Db;
  vault: AccountVault;
  /** Undefined when the connectors could not start: calls that need a platform answer 503. */
  connectors: AccountConnectors | undefined;
  now: () => Date;
  /** Queues a connected account's first snapshot; left out where no job queue runs (API tests). */
  firstSnapshots?: FirstSnapshots;
};
