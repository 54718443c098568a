import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { userWithRole } from '../../../test/roles';
import { createTestApp } from '../../../test/test-app';
import { botSessions } from './bots.schema';
import {
  claimSessions,
  FIGURES_REFRESH_MS,
  heartbeat,
  releaseLeases,
  type FiguresWritten,
} from './session-leases';

const { app, database } = await createTestApp();
const db = database.db;
const LEASE_MS = 15_000;

async function rowsOf(owner: string) {
  const { rows } = await database.pool.query<{
    id: string;
    live: Record<string, unknown> | null;
    beat: Date | null;
  }>(`select id, live, last_heartbeat_at as beat from bot_sessions where lease_owner = $1 order by id`, [
    owner,
  ]);
  return rows;
}

/** What a crash looks like to the others: the worker's heartbeat row runs out (no waiting on a clock). */
const expire = (worker: string) =>
  db.execute(
    sql`update worker_heartbeats set expires_at = now() - interval '1 second' where worker_id = ${worker}`,
  );

describe('worker heartbeat leases (decision 027)', () => {
  let sessionIds: string[];

  beforeAll(async () => {
    const trader = await userWithRole(app, db, 'premium');
    const rows = await db
      .insert(botSessions)
      .values(
        Array.from({ length: 5 }, (_, i) => ({
          userId: trader.id,
          steamId: `7656119810000000${i}`,
          provider: 'local',
        })),
      )
      .returning({ id: botSessions.id });
    sessionIds = rows.map((r) => r.id);
  });

  it('renews every lease with one heartbeat row, writes figures on change or after 30 s, and moves a dead worker’s sessions at once', async () => {
    const a = 'worker-a';
    const b = 'worker-b';
    const claimed = await claimSessions(db, a, LEASE_MS, 10);
    expect(claimed.map((l) => l.id).sort()).toEqual([...sessionIds].sort());
    // B finds nothing while A's heartbeat lasts.
    expect(await claimSessions(db, b, LEASE_MS, 10)).toEqual([]);

    const written: FiguresWritten = new Map();
    const live = new Map(
      sessionIds.map((id) => [id, { balance: 10, joins: 0, seen: 0 } as Record<string, unknown>]),
    );
    const t0 = Date.now();
    expect(await heartbeat(db, a, LEASE_MS, live, written, t0)).toHaveLength(5);
    const first = await rowsOf(a);
    expect(first.every((r) => r.live?.balance === 10)).toBe(true);

    // Only tallies moved on four sessions, a join on one: one row of figures is written.
    const changed = sessionIds[0]!;
    for (const id of sessionIds) live.set(id, { balance: 10, joins: id === changed ? 1 : 0, seen: 7 });
    expect(await heartbeat(db, a, LEASE_MS, live, written, t0 + 3_000)).toHaveLength(5);
    const second = await rowsOf(a);
    for (const row of second) {
      const before = first.find((r) => r.id === row.id)!;
      if (row.id === changed) expect(row.live).toMatchObject({ joins: 1, seen: 7 });
      else {
        expect(row.live).toEqual(before.live);
        expect(row.beat).toEqual(before.beat);
      }
    }
    // 30 s on, unchanged figures are written again (the tallies with them).
    await heartbeat(db, a, LEASE_MS, live, written, t0 + FIGURES_REFRESH_MS + 1);
    expect((await rowsOf(a)).every((r) => r.live?.seen === 7)).toBe(true);

    // A stops beating: B takes every one of its sessions in one claim, and A learns it lost them.
    await expire(a);
    const taken = await claimSessions(db, b, LEASE_MS, 10);
    expect(taken.map((l) => l.id).sort()).toEqual([...sessionIds].sort());
    expect(await heartbeat(db, a, LEASE_MS, live, written)).toEqual([]);
    expect(written.size).toBe(0);
    expect(await rowsOf(b)).toHaveLength(5);

    // A worker that stops hands its sessions back and its heartbeat row goes.
    await releaseLeases(db, b);
    const { rows } = await database.pool.query(`select 1 from worker_heartbeats where worker_id = $1`, [b]);
    expect(rows).toHaveLength(0);
    expect((await claimSessions(db, a, LEASE_MS, 10)).length).toBe(5);
  });
});
