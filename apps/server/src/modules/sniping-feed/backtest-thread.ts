import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from '../../db/database';
import { replayRecordedFeed, type ReplayRequest } from './replay-feed';

/**
 * A back-test's own thread (issue 27): it opens one database connection, replays the recorded
 * feed and posts the figures back, so parsing hundreds of thousands of listings never holds the
 * API's event loop.
 */
type Job = { url: string; request: ReplayRequest };

const { url, request } = workerData as Job;
const database = openDatabase(url, 1);
try {
  const result = await replayRecordedFeed(database.db, {
    ...request,
    since: new Date(request.since),
    until: new Date(request.until),
  });
  parentPort!.postMessage({ ok: true, result });
} catch (error) {
  parentPort!.postMessage({ ok: false, error: error instanceof Error ? error.message : String(error) });
} finally {
  await database.close();
}
