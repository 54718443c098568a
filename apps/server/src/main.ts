import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { DataDirInUseError } from './db/data-dir-lock';
import { startConnectors } from './integrations/connectors';
import { workSandboxConfirmations } from './modules/billing/sandbox-confirmation.job';
import { scheduleCheckoutExpiry } from './modules/billing/expire-checkouts.job';
import { scheduleOverviewJobs } from './modules/market/overview.jobs';
import { scheduleReferencePrices } from './modules/prices/reference-prices.job';
import { priceFeedKeysOf } from './integrations/reference-prices/price-feed-keys';
import { scheduleFeedPruning } from './modules/sniping-feed/prune-feed.job';
import { createAccountVault } from './modules/trading-accounts/account-vault';
import { scheduleExtraSlotRenewal } from './modules/trading-accounts/extra-slot-renewal.job';
import { discordRest } from './modules/notifications/discord-rest';
import { scheduleSteamAutomation } from './modules/steam-tools/steam-automation.job';
import { sendArrivalsToCsgoroll } from './modules/deposits/send-arrivals';
import { scheduleAutoDeposits, scheduleDepositConfirmations } from './modules/deposits/auto-deposit.job';
import { workerSteamContext } from './modules/steam-tools/steam-tools-setup';
import { proxyProbe } from './integrations/proxy/proxy-probe';
import { scheduleNotificationDrain } from './modules/notifications/notification-outbox.job';
import { scheduleDailyResults } from './modules/notifications/daily-results';
import { createReadiness } from './modules/health/readiness';
import { startMetricsServer } from './modules/metrics/metrics-server';
import { setRole } from './modules/metrics/registry';
import { seedDefaultCatalogue } from './modules/billing/seed-catalogue';
import { bootstrapAdmin } from './modules/users/bootstrap-admin';
import { holdStartUpLock } from './db/start-up-lock';
import { resolveSecrets } from './secrets';
import { startDatabase } from './start-database';
import { defaultWebDistDir } from './web-dist';
import { startJobRunner, type JobRunner } from './worker/job-runner';
import { cloudInstancesFromConfig } from './worker/bot-runtime/providers/providers-from-config';
import { startSnipingWorker, type SnipingWorker } from './worker/bot-runtime/sniping-worker';
import { workerLog } from './worker/worker-log';

/** Start-up failures a person can fix get one plain line, not a stack trace. */
function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const secrets = resolveSecrets(config);
  const say = (message: string) => process.stdout.write(`${message}\n`);

  const database = await startDatabase(config, secrets, say).catch((error: unknown) => {
    if (error instanceof DataDirInUseError) fail(error.message);
    throw error;
  });

  // One process at a time runs its start-up writes (decision 041): started at the same moment on one
  // database, processes deadlocked creating the same pg-boss queues.
  const startUpLock = await holdStartUpLock(database.url);
  if ((await seedDefaultCatalogue(database.db)) === 'seeded') say('default catalogue seeded');

  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const outcome = await bootstrapAdmin(database.db, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
    if (outcome === 'created') say(`admin ${config.ADMIN_EMAIL} created`);
  }

  const connectors = await startConnectors(config);
  // Every process sends jobs (the API books sandbox confirmations); only workers run them.
  const isWorker = config.ROLES.includes('worker');
  const readiness = createReadiness();
  setRole(config.ROLES);
  let logJobError = (error: Error): void => void process.stderr.write(`job runner error: ${error.message}\n`);
  const jobs: JobRunner = await startJobRunner(database.url, (error) => logJobError(error), {
    worker: isWorker,
  });
  // A worker-only process builds no HTTP application: it serves nothing and opens no port.
  const app = config.ROLES.includes('api')
    ? await buildApp({
        config,
        db: database.db,
        secrets,
        webDistDir: config.WEB_DIST_DIR ?? defaultWebDistDir(),
        connectors,
        jobs: jobs.boss,
        readiness,
      })
    : undefined;
  const log = app?.log ?? workerLog(config.LOG_LEVEL);
  const metricsServer = config.METRICS_PORT
    ? await startMetricsServer(config.METRICS_PORT, config.METRICS_HOST, {
        db: database.db,
        eventStreams: () => app?.liveEvents.count() ?? 0,
      })
    : undefined;
  logJobError = (error) => log.error({ err: error }, 'job runner error');
  let sniping: SnipingWorker | undefined;

  // The worker's Steam clients log out on shutdown, after the jobs that use them have stopped.
  let stopSteamClients = async (): Promise<void> => undefined;
  closeWithGrace({ delay: 15_000 }, async ({ signal, err }) => {
    if (err) log.error({ err }, 'shutting down after an error');
    else log.info({ signal }, 'shutting down');
    // Not ready from now on, so a load balancer stops sending requests; the ones already here finish.
    readiness.shuttingDown = true;
    // Stop taking requests and let in-flight ones finish, then stop the bots (their leases go back
    // to the other workers at once), then jobs, then the database.
    await app?.close();
    await new Promise((resolve) => (metricsServer ? metricsServer.close(resolve) : resolve(undefined)));
    await sniping?.stop();
    await jobs?.stop();
    await stopSteamClients();
    await connectors?.close();
    await database.shutdown();
  });

  // One vault for the worker's jobs and bots: it opens every account's sealed secrets.
  const vault = createAccountVault(secrets);
  if (isWorker) {
    // Ready only while the sniping rounds (which renew this worker's leases) keep finishing.
    readiness.lastWorkerRoundAt = () => sniping?.lastRoundAt() ?? null;
    await workSandboxConfirmations(jobs.boss, { db: database.db, config, now: () => new Date(), log });
    await scheduleExtraSlotRenewal(jobs.boss, {
      db: database.db,
      cron: config.EXTRA_SLOT_RENEWAL_CRON,
      now: () => new Date(),
      log: (outcome) => log.info({ ...outcome }, 'extra slots renewed'),
    });
    await scheduleNotificationDrain(jobs.boss, {
      db: database.db,
      sender: config.DISCORD_BOT_TOKEN ? discordRest(config.DISCORD_BOT_TOKEN) : undefined,
      now: () => new Date(),
      log: (outcome) => log.info({ ...outcome }, 'Discord outbox drained'),
    });
    await scheduleDailyResults(jobs.boss, { db: database.db, now: () => new Date() });
    await scheduleFeedPruning(jobs.boss, {
      db: database.db,
      now: () => new Date(),
      retentionDays: config.FEED_RETENTION_DAYS,
      log: (deleted) => log.info({ ...deleted }, 'recorded feed pruned'),
    });
    const steam = workerSteamContext(
      { db: database.db, vault, connectors, now: () => new Date() },
      proxyProbe({ ipCheckUrl: config.PROXY_IP_CHECK_URL, timeoutMs: config.PROXY_TEST_TIMEOUT_MS }),
    );
    stopSteamClients = () => steam.sessions.closeAll();
    const steamAutomationFailed = (accountId: string, error: unknown) =>
      log.warn({ accountId, err: error }, 'Steam automation failed for an account');
    // auto_send_deposits_to_csgoroll: what a sweep saw arrive is listed on CSGORoll right after it.
    await scheduleSteamAutomation(jobs.boss, steam, steamAutomationFailed, async (outcomes) => {
      for (const [accountId, outcome] of outcomes)
        for (const skipped of outcome.skippedTrades)
          log.warn({ accountId, ...skipped }, 'Steam trade status skipped by the reversal check');
      await sendArrivalsToCsgoroll(steam, outcomes, steamAutomationFailed);
    });
    await scheduleAutoDeposits(jobs.boss, steam, (accountId, error) =>
      log.warn({ accountId, err: error }, 'Auto-deposit run failed for an account'),
    );
    await scheduleDepositConfirmations(jobs.boss, steam, config.PUBLIC_URL, (accountId, error) =>
      log.warn({ accountId, err: error }, 'Deposit confirmation failed for an account'),
    );
    await scheduleCheckoutExpiry(jobs.boss, {
      db: database.db,
      now: () => new Date(),
      log: (outcome) => log.info({ ...outcome }, 'abandoned checkouts expired'),
    });
    await scheduleReferencePrices(jobs.boss, {
      db: database.db,
      now: () => new Date(),
      keys: priceFeedKeysOf(config),
      log: { warn: (fields, message) => log.warn(fields, message) },
    });
    await scheduleOverviewJobs(jobs.boss, {
      db: database.db,
      vault,
      connectors,
      now: () => new Date(),
      log: (what, outcome) => log.info({ ...outcome }, what),
    });
  }
  // The leases the sniping rounds write are no start-up writes: the other processes may start now.
  await startUpLock.release();
  if (isWorker) {
    if (connectors) {
      sniping = startSnipingWorker({
        db: database.db,
        connectors,
        vault,
        log,
        publicUrl: config.PUBLIC_URL,
        // A cloud instance runs its one session and starts no instances of its own.
        onlySession: config.WORKER_SESSION_ID,
        instances: config.WORKER_SESSION_ID
          ? undefined
          : cloudInstancesFromConfig(config, {
              databaseUrl: database.url,
              jwtSecret: secrets.jwtSecret,
              encryptionKeyHex: secrets.encryptionKey.toString('hex'),
            }),
      });
      say('sniping worker started');
    } else log.warn({}, 'platform connectors are unavailable: no sniping sessions run in this process');
  }
  if (app) {
    try {
      await app.listen({ port: config.PORT, host: config.HOST });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
        await jobs?.stop();
        await database.shutdown();
        fail(`Port ${config.PORT} is already in use: is another server running? Stop it or set PORT.`);
      }
      throw error;
    }
    say(`${config.APP_NAME} is running at ${config.PUBLIC_URL}`);
  }
}

main().catch((error: unknown) => {
  fail(`Could not start: ${error instanceof Error ? error.message : String(error)}`);
});
