import { CaptchaRequiredError, type CaptchaTokens, type Connectors } from '@skinpilot/connectors';
import type { Db } from '../../db/database';
import { getSystemSettings } from '../../modules/system-config/system-settings';

/**
 * One pool of join captcha tokens per worker, from the admin's captcha provider (the sandbox market
 * solves offline). Without a key for the provider there is no pool: joins go without a token and
 * CSGORoll may refuse them, which the sessions log. The sessions see `tokens`, which makes the pool
 * on the first join that may use it (auto_captcha on): a worker whose accounts all have Auto captcha
 * off never asks the solver for anything.
 */
export function createWorkerCaptchaPool(options: {
  db: Db;
  make: Connectors['captchaTokens'] | undefined;
  log: { warn(entry: Record<string, unknown>, message: string): void };
}) {
  const { db, make, log } = options;
  let captcha: { provider: string; tokens: CaptchaTokens } | null = null;

  async function pool(): Promise<CaptchaTokens | undefined> {
    if (!make) return undefined;
    const { captcha_provider: provider } = await getSystemSettings(db);
    if (captcha?.provider === provider) return captcha.tokens;
    captcha?.tokens.close();
    captcha = null;
    try {
      captcha = { provider, tokens: make(provider) };
    } catch (error) {
      log.warn(
        { provider, err: error instanceof Error ? error.message : String(error) },
        'no captcha tokens for joins',
      );
    }
    return captcha?.tokens;
  }

  let poolTriedAt = Number.NEGATIVE_INFINITY;
  let making: Promise<CaptchaTokens | undefined> | null = null;
  /** Makes the pool once (joins meanwhile wait for it); without a key it is tried once a minute. */
  function poolOnDemand(): Promise<CaptchaTokens | undefined> {
    if (captcha) return Promise.resolve(captcha.tokens);
    if (making) return making;
    if (Date.now() - poolTriedAt < 60_000) return Promise.resolve(undefined);
    poolTriedAt = Date.now();
    making = pool().finally(() => (making = null));
    return making;
  }

  const tokens: CaptchaTokens = {
    take: () => {
      if (!captcha) void poolOnDemand().catch((error) => log.warn({ err: String(error) }, 'no captcha pool'));
      return captcha?.tokens.take() ?? null;
    },
    fresh: async () => {
      const ready = await poolOnDemand();
      if (!ready) throw new CaptchaRequiredError('No captcha tokens are available for joins.');
      return ready.fresh();
    },
    close: () => undefined,
  };

  return {
    tokens,
    /** A running pool follows a change of the admin's provider (the worker calls it when a session starts). */
    async followProvider(): Promise<void> {
      if (captcha) await pool();
    },
    close(): void {
      captcha?.tokens.close();
    },
  };
}
