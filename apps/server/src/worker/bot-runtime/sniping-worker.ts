import { randomBytes } from 'node:crypto';
import { hostname, networkInterfaces } from 'node:os';
import type { Connectors } from '@skinpilot/connectors';
import type { Db } from '../../db/database';
import type { AccountVault } from '../../modules/trading-accounts/account-vault';
import type { AccountConnectors } from '../../modules/trading-accounts/trading-context';
import { writeAccountActivity } from '../../modules/activity/write-activity';
import { SessionRefused, startAccountSession, type AccountSession } from './account-session';
import { createListingDispatcher } from './listing-dispatcher';
import { createWorkerCaptchaPool } from './captcha-pool';
import { createFeedRecorder } from './feed-recorder';
import { syncCloudInstances } from './providers/cloud-instances';
import type { CloudInstances } from './providers/providers-from-config';
import { reconcileSessions } from '../../modules/orchestration/reconcile-sessions';
import {
  claimSessions,
  heartbeat,
  markRunning,
  releaseLeases,
  requestSessionStop,
  terminateSession,
  type FiguresWritten,
  type SessionLease,
} from '../../modules/orchestration/session-leases';
import { readSessionFacts } from './session-facts';
import { createLiveReferenceBook } from '../../modules/prices/live-reference-book';
import { runAsRequest } from '../../http/request-context';

export type WorkerLog = {
  info(entry: Record<string, unknown>, message: string): void;
  warn(entry: Record<string, unknown>, message: string): void;
  error(entry: Record<string, unknown>, message: string): void;
};

export type SnipingWorkerOptions = {
  db: Db;
  connectors: Pick<AccountConnectors, 'csgoroll' | 'steam'> & Partial<Pick<Connectors, 'captchaTokens'>>;
  vault: AccountVault;
  log: WorkerLog;
  /** The site's address, for the links in the sessions' Discord messages. */
  publicUrl: string;
  now?: () => Date;
  /** How long a lease lasts without a heartbeat; a dead worker's sessions move after this. */
  leaseMs?: number;
  /** Between rounds of reconcile, heartbeat and claim. */
  tickMs?: number;
  /** Sessions this process runs at most. */
  maxSessions?: number;
  workerId?: string;
  /** How often each session checks its CSGORoll session (default 30 s). */
  sessionCheckMs?: number;
  /** With auto_captcha off, how long a session's joining pauses after a captcha (default 15 min). */
  manualCaptchaRetryMs?: number;
  /** The cloud providers, for sessions whose provider is not `local` (absent on a cloud instance). */
  instances?: CloudInstances;
  /** A cloud instance's worker runs only its own session (WORKER_SESSION_ID). */
  onlySession?: string;
};

/** The address this machine is reached at (its first external IPv4), shown to the admin. */
function localAddress(): string | null {
  for (const list of Object.values(networkInterfaces()))
    for (const net of list ?? []) if (net.family === 'IPv4' && !net.internal) return net.address;
  return '127.0.0.1';
}

/** Failed starts in a row before a session stops itself with the last reason. */
const MAX_START_FAILURES = 5;

/** The request a session's start or stop came from, as a log line's field (issue 32). */
const causeOf = (session: { requestId: string | null }) =>
  session.requestId ? { request_id: session.requestId } : {};

/**
 * The sniping part of the worker role: each round it reconciles (when it wins the orchestrator
 * lock), renews its leases, ends the sessions asked to stop, and claims free sessions up to its
 * capacity. One feed per process: the listing subscription of one running session feeds every
 * session's matcher (the dispatcher); when that session ends, another one's takes over.
 */
export function startSnipingWorker(options: SnipingWorkerOptions) {
  const { db, log } = options;
  const now = options.now ?? (() => new Date());
  const leaseMs = options.leaseMs ?? 15_000;
  const tickMs = options.tickMs ?? 3_000;
  const maxSessions = options.maxSessions ?? 1_000;
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const runners = new Map<string, { lease: SessionLease; session: AccountSession }>();
  const starting = new Set<string>();
  const startFailures = new Map<string, number>();
  const recorder = createFeedRecorder({
    db,
    workerId,
    now: () => now().getTime(),
    log: (entry, message) => log.warn(entry, message),
  });
  // The reference of every listing is a lookup in this book, refreshed with the table (decision 030).
  const references = createLiveReferenceBook(db);
  const dispatcher = createListingDispatcher({
    now: () => now().getTime(),
    log: (entry, message) => log.info(entry, message),
    referenceOf: references.referenceOf,
    recorder,
  });
  let feed: { sessionId: string; unsubscribe: () => void } | null = null;
  const captcha = createWorkerCaptchaPool({ db, make: options.connectors.captchaTokens, log });
  let timer: NodeJS.Timeout | null = null;
  let closed = false;

  function attachFeed() {
    if (feed && runners.has(feed.sessionId)) return;
    feed?.unsubscribe();
    feed = null;
    const first = runners.values().next().value;
    if (!first) return;
    // The joins are decided from the frame's scanned text; the parsed trades follow as the check.
    const unsubscribe = first.session.client.subscribeListings({
      onListingScan: (listings) => dispatcher.dispatchScanned(listings),
      onNewTrades: (trades) => dispatcher.dispatch(trades),
    });
    feed = { sessionId: first.lease.id, unsubscribe };
  }

  async function end(sessionId: string, reason: string, by: 'admin' | 'rules' | 'failure' | 'worker') {
    const runner = runners.get(sessionId);
    runners.delete(sessionId);
    if (runner) {
      dispatcher.remove(runner.session.sniper);
      await runner.session.stop();
    }
    attachFeed();
    const ended = await terminateSession(db, sessionId, reason, by);
    if (ended) {
      log.info(
        { session: sessionId, steamId: ended.steamId, reason: ended.stopReason ?? reason, ...causeOf(ended) },
        'sniping session stopped',
      );
      await writeAccountActivity(
        db,
        {
          userId: ended.userId,
          steamId: ended.steamId,
          type: 'account',
          title: 'Sniping stopped',
          description: ended.stopReason ?? reason,
          metadata: { platform: 'csgoroll', session_id: sessionId, reason: ended.stopReason ?? reason },
        },
        now(),
      );
    }
  }

  /** Stops a runner that lost its lease to another worker: nothing to write, the other one runs it. */
  async function drop(sessionId: string) {
    const runner = runners.get(sessionId);
    runners.delete(sessionId);
    if (runner) {
      dispatcher.remove(runner.session.sniper);
      await runner.session.stop();
    }
    attachFeed();
  }

  async function start(lease: SessionLease) {
    starting.add(lease.id);
    try {
      await captcha.followProvider();
      const session = await startAccountSession(lease, {
        db,
        connectors: options.connectors,
        captcha: captcha.tokens,
        vault: options.vault,
        now,
        publicUrl: options.publicUrl,
        sessionCheckMs: options.sessionCheckMs,
        manualCaptchaRetryMs: options.manualCaptchaRetryMs,
        recorder,
        serverTime: (serverMs, arrivedAt) => dispatcher.observeServerTime(serverMs, arrivedAt),
        log: (entry, message) => log.info({ session: lease.id, ...entry }, message),
        onFatal: (reason) => {
          void requestSessionStop(db, lease.id, reason, 'failure')
            .then(() => end(lease.id, reason, 'failure'))
            .catch((error) => log.error({ session: lease.id, err: String(error) }, 'session not stopped'));
        },
      });
      if (closed) return void (await session.stop());
      runners.set(lease.id, { lease, session });
      startFailures.delete(lease.id);
      await markRunning(
        db,
        lease.id,
        workerId,
        options.onlySession
          ? null
          : {
              provider: 'local',
              region: hostname(),
              instanceId: `local-${lease.id}`,
              publicIp: localAddress(),
            },
      );
      dispatcher.add(session.sniper);
      attachFeed();
      log.info({ session: lease.id, steamId: lease.steamId, ...causeOf(lease) }, 'sniping session running');
      await writeAccountActivity(
        db,
        {
          userId: lease.userId,
          steamId: lease.steamId,
          type: 'account',
          title: 'Sniping started',
          description: 'A sniping session is watching CSGORoll listings for this account.',
          metadata: { platform: 'csgoroll', session_id: lease.id },
        },
        now(),
      );
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const failures = (startFailures.get(lease.id) ?? 0) + 1;
      startFailures.set(lease.id, failures);
      log.warn({ session: lease.id, failures, err: message }, 'sniping session did not start');
      if (error instanceof SessionRefused || failures >= MAX_START_FAILURES) {
        startFailures.delete(lease.id);
        await end(
          lease.id,
          error instanceof SessionRefused ? message : `The session kept failing: ${message}`,
          'failure',
        );
      }
      // Otherwise the lease stays ours with no runner: the next round retries it.
    } finally {
      starting.delete(lease.id);
    }
  }

  // Which figures each session last wrote: unchanged ones are written at most every 30 s.
  const figuresWritten: FiguresWritten = new Map();

  async function tick() {
    await references
      .refresh(now().getTime())
      .catch((error) => log.warn({ err: String(error) }, 'reference prices not loaded; tried next round'));
    const outcome = await reconcileSessions(db);
    if (outcome.leader && (outcome.started || outcome.stopping || outcome.ended))
      log.info({ ...outcome }, 'sessions reconciled');
    if (outcome.leader && options.instances) await syncCloudInstances(db, options.instances, log);

    const live = new Map<string, Record<string, unknown>>();
    for (const [id, runner] of runners) live.set(id, { ...runner.session.live(), worker: workerId });
    // Sessions whose start failed stay leased to us until retried: renew them too.
    for (const id of startFailures.keys())
      if (!live.has(id)) live.set(id, { worker: workerId, starting: true });
    const held = await heartbeat(db, workerId, leaseMs, live, figuresWritten);
    const heldIds = new Set(held.map((lease) => lease.id));
    for (const id of [...runners.keys()]) if (!heldIds.has(id)) await drop(id);
    for (const lease of held) {
      // What the session does now was caused by a request (a save, an admin's stop): its lines say so.
      if (lease.state === 'stopping')
        await runAsRequest(lease.requestId, () => end(lease.id, lease.stopReason ?? 'Stopped.', 'rules'));
      else if (!runners.has(lease.id) && !starting.has(lease.id))
        await runAsRequest(lease.requestId, () => start(lease));
    }
    // One read of every running session's owner and settings, then each session applies its own.
    const running = [...runners.values()];
    const factsOf = await readSessionFacts(
      db,
      running.map((r) => r.lease),
    ).catch((error) => log.warn({ err: String(error) }, 'session facts not read; refreshed next round'));
    if (factsOf)
      await Promise.all(
        running.map((r) =>
          r.session
            .refresh(factsOf(r.lease))
            .catch((error) => log.warn({ err: String(error) }, 'session refresh failed')),
        ),
      );

    const room = maxSessions - runners.size - starting.size;
    const claimed = await claimSessions(db, workerId, leaseMs, room, options.onlySession);
    await Promise.all(claimed.map((lease) => runAsRequest(lease.requestId, () => start(lease))));
  }

  /** Rounds never overlap: the timer's and a test's runOnce queue behind each other. */
  let chain: Promise<void> = Promise.resolve();
  // When the last round finished without an error: readiness says a worker renews its leases by it.
  let lastRoundAt: Date | null = null;
  const runRound = () =>
    (chain = chain
      .then(tick)
      .then(() => {
        lastRoundAt = now();
      })
      .catch((error: unknown) =>
        log.error({ err: error instanceof Error ? error.message : String(error) }, 'sniping round failed'),
      ));

  function schedule() {
    if (closed) return;
    timer = setTimeout(() => void runRound().finally(schedule), tickMs);
    timer.unref();
  }

  /**
   * Stops the process's work without a word to the database, as a crash or a lost machine would:
   * the leases run out and another worker takes the sessions over (tests use it; stop() builds on it).
   */
  async function abandon() {
    closed = true;
    if (timer) clearTimeout(timer);
    await chain;
    feed?.unsubscribe();
    feed = null;
    await Promise.all([...runners.values()].map((r) => r.session.stop()));
    runners.clear();
    dispatcher.close();
    await recorder.close();
    captcha.close();
  }

  // The first round at once, so a fresh process starts trading without waiting a tick.
  void runRound().finally(schedule);

  return {
    workerId,
    /** Runs one round now (tests step the worker instead of waiting for its timer). */
    runOnce: () => runRound(),
    sessions: () => [...runners.keys()],
    /** When the last round (reconcile, lease renewal, claim) finished without an error. */
    lastRoundAt: () => lastRoundAt,
    dispatcher,
    recorder,
    abandon,
    /** Ends every session this process runs and hands the leases back for another worker. */
    async stop() {
      await abandon();
      await releaseLeases(db, workerId).catch((error) =>
        log.warn({ err: String(error) }, 'leases not released; they run out on their own'),
      );
    },
  };
}

export type SnipingWorker = ReturnType<typeof startSnipingWorker>;
