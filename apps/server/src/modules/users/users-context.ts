import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { Providers } from '../../integrations/providers';
import type { Secrets } from '../../secrets';
import { tokenKey } from './access-tokens';
import { attemptLimiter, type AttemptLimiter } from '../../http/attempt-limiter';

/** What the users module's operations work with; built once per app, fakes only for `providers`. */
export type UsersContext = {
  db: Db;
  config: Config;
  secrets: Secrets;
  providers: Providers;
  limiter: AttemptLimiter;
  tokenKey: Uint8Array;
  now: () => Date;
};

export function createUsersContext(deps: {
  db: Db;
  config: Config;
  secrets: Secrets;
  providers: Providers;
}): UsersContext {
  return {
    ...deps,
    limiter: attemptLimiter(deps.db, deps.providers.clock, {
      signup: deps.config.SIGNUPS_PER_ADDRESS_PER_HOUR,
    }),
    tokenKey: tokenKey(deps.secrets.jwtSecret),
    now: deps.providers.clock,
  };
}
