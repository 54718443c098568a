import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { createReadiness } from './readiness';

const readiness = createReadiness();
const { app, database } = await createTestApp({}, { readiness });

const ready = () => app.inject({ method: 'GET', url: '/api/health/ready' });

describe('GET /api/health/live and /api/health/ready', () => {
  it('a migrated API process is live and ready; the worker check does not apply to it', async () => {
    const live = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const res = await ready();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ready',
      shutting_down: false,
      database: 'ok',
      migrations: 'ok',
      worker_leases: 'not_applicable',
    });
  });

  it('a worker is ready only while its rounds (which renew its leases) keep finishing', async () => {
    readiness.lastWorkerRoundAt = () => null;
    expect((await ready()).statusCode).toBe(503);
    expect((await ready()).json()).toMatchObject({ status: 'not_ready', worker_leases: 'failing' });

    readiness.lastWorkerRoundAt = () => new Date(Date.now() - 60_000);
    expect((await ready()).json()).toMatchObject({ status: 'not_ready', worker_leases: 'failing' });

    readiness.lastWorkerRoundAt = () => new Date();
    expect((await ready()).statusCode).toBe(200);
    expect((await ready()).json()).toMatchObject({ status: 'ready', worker_leases: 'ok' });
    delete readiness.lastWorkerRoundAt;
  });

  it('answers not ready at once when shutting down, while staying live', async () => {
    readiness.shuttingDown = true;
    const res = await ready();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'not_ready', shutting_down: true, database: 'ok' });
    expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    readiness.shuttingDown = false;
  });

  it('is not ready while migrations are missing', async () => {
    await database.pool.query(
      `delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
    );
    const res = await ready();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'not_ready', database: 'ok', migrations: 'failing' });
  });

  it('is not ready while the database is down, and still live', async () => {
    await database.close();
    const res = await ready();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'not_ready', database: 'failing', migrations: 'failing' });
    expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
  });
});
