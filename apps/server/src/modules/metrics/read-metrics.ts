import type pg from 'pg';
import type { Db } from '../../db/database';
import {
  countJobsByQueueAndState,
  countOutboxByStatus,
  countSessionsByStateAndProvider,
} from './metrics.repository';
import { botSessions, dbPool, discordOutbox, eventStreams, queueJobs, registry } from './registry';

export type MetricsSources = {
  db: Db;
  /** Open live event streams of this process (an API process has them; a worker has none). */
  eventStreams?: () => number;
};

/** Reads the scrape-time figures and answers the whole registry in Prometheus' text format. */
export async function readMetrics(sources: MetricsSources): Promise<string> {
  const [sessions, outbox, jobs] = await Promise.all([
    countSessionsByStateAndProvider(sources.db),
    countOutboxByStatus(sources.db),
    countJobsByQueueAndState(sources.db),
  ]);
  botSessions.reset();
  for (const row of sessions) botSessions.set({ state: row.state, provider: row.provider }, row.n);
  discordOutbox.reset();
  discordOutbox.set({ status: 'pending' }, 0);
  discordOutbox.set({ status: 'failed' }, 0);
  for (const row of outbox) discordOutbox.set({ status: row.status }, row.n);
  queueJobs.reset();
  for (const row of jobs) queueJobs.set({ queue: row.name, state: row.state }, row.n);
  eventStreams.set(sources.eventStreams?.() ?? 0);
  // The pool drizzle was opened on (openDatabase); a test's Db without one reads as empty.
  const pool = (sources.db as unknown as { $client?: Partial<pg.Pool> }).$client ?? {};
  const { totalCount = 0, idleCount = 0, waitingCount = 0 } = pool;
  dbPool.set({ state: 'in_use' }, totalCount - idleCount);
  dbPool.set({ state: 'idle' }, idleCount);
  dbPool.set({ state: 'waiting' }, waitingCount);
  return registry.metrics();
}

export const metricsContentType = registry.contentType;
