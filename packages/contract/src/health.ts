import { z } from 'zod';
import { defineEndpoint } from './endpoint';

export const healthStatus = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unavailable']),
});

export const getHealth = defineEndpoint({
  method: 'GET',
  path: '/health',
  api: 'main',
  auth: 'none',
  summary: 'Liveness of the API and its database',
  response: healthStatus,
});

export const liveness = z.object({ status: z.literal('ok') });

export const getLiveness = defineEndpoint({
  method: 'GET',
  path: '/health/live',
  api: 'main',
  auth: 'none',
  summary: 'The process answers (restart it when this fails); says nothing of the database',
  response: liveness,
});

const check = z.enum(['ok', 'failing', 'not_applicable']);

export const readiness = z.object({
  status: z.enum(['ready', 'not_ready']),
  shutting_down: z.boolean(),
  database: check,
  migrations: check,
  /** A worker's sniping rounds (which renew its leases) ran lately; not_applicable without the worker role. */
  worker_leases: check,
});

export const getReadiness = defineEndpoint({
  method: 'GET',
  path: '/health/ready',
  api: 'main',
  auth: 'none',
  summary:
    'Whether to send this process traffic: database reachable, migrations applied, a worker renewing its leases, not shutting down (503 otherwise)',
  response: readiness,
});
