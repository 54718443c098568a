import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp, type AppDeps } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { Providers } from '../src/integrations/providers';
import type { Database } from '../src/db/database';
import type { AccountConnectors } from '../src/modules/trading-accounts/trading-context';
import type { Secrets } from '../src/secrets';
import { startJobRunner, type JobRunner } from '../src/worker/job-runner';
import { tempDir } from './temp-dir';
import { createTestDatabase } from './test-database';

export type TestContext = {
  app: FastifyInstance;
  database: Database & { url: string };
  config: Config;
  /** The job queue on the test database, when asked for (`jobs: true`). */
  jobs?: JobRunner;
};

export const testSecrets: Secrets = {
  jwtSecret: 'test-jwt-secret-that-is-long-enough-for-hs256',
  encryptionKey: Buffer.alloc(32, 7),
  embeddedPostgresPassword: 'test',
};

/**
 * The real application on a fresh database of its own, closed after the file. Tests call it through
 * `app.inject()`, the way a browser would, with no network.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    webDistDir?: string;
    providers?: Partial<Providers>;
    connectors?: AccountConnectors;
    clientTimeouts?: AppDeps['clientTimeouts'];
    logStream?: NodeJS.WritableStream;
    liveStreams?: AppDeps['liveStreams'];
    readiness?: AppDeps['readiness'];
    /** Start pg-boss on the test database and hand it to the app, as main.ts does. */
    jobs?: boolean;
  } = {},
): Promise<TestContext> {
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: tempDir('test-data'),
    DATABASE_URL: database.url,
    // Test files sign up many users from one address; the sign-up limit's own test sets it lower.
    SIGNUPS_PER_ADDRESS_PER_HOUR: '100000',
    ...env,
  });
  const jobs = options.jobs ? await startJobRunner(database.url, () => undefined) : undefined;
  const app = await buildApp({
    config,
    db: database.db,
    secrets: testSecrets,
    webDistDir: options.webDistDir,
    providers: options.providers,
    connectors: options.connectors,
    clientTimeouts: options.clientTimeouts,
    logStream: options.logStream,
    liveStreams: options.liveStreams,
    readiness: options.readiness,
    jobs: jobs?.boss,
  });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await jobs?.stop();
    await database.close();
  });
  return { app, database, config, jobs };
}
