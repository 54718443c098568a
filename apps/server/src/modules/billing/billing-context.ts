import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { Providers } from '../../integrations/providers';

/** What the billing operations work with; fakes only for the payment providers and the clock. */
export type BillingContext = {
  db: Db;
  config: Config;
  providers: Providers;
  now: () => Date;
};
