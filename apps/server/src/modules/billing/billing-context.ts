import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { Providers } from '../../integrations/providers';
import type { SandboxConfirmations } from './sandbox-confirmation.job';

/** What the billing operations work with; fakes only for the payment providers and the clock. */
export type BillingContext = {
  db: Db;
  config: Config;
  providers: Providers;
  now: () => Date;
  /** The delayed confirmation of paid sandbox crypto invoices; absent where no job queue runs. */
  sandboxConfirmations?: SandboxConfirmations;
};
