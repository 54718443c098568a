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
