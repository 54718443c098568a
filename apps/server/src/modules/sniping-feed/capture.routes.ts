import { getSnipingCapture, type CapturePeriod } from '@skinpilot/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import { actorOf } from '../../http/authenticate';
import { registerEndpoint } from '../../http/register-endpoint';
import { requireAccountOf } from '../trading-accounts/accounts.queries';
import { captureFigures } from './capture';

const PERIOD_MS: Record<CapturePeriod, number> = {
  '1d': 86_400_000,
  '7d': 7 * 86_400_000,
  '30d': 30 * 86_400_000,
};

/** Owner-scoped: another user's Steam id (or one nobody has) is a 404, like every owned call. */
export function captureRoutes(app: FastifyInstance, deps: { db: Db; now: () => Date }) {
  registerEndpoint(app, getSnipingCapture, async (request) => {
    const { period, steam_id: steamId } = request.query;
    const userId = actorOf(request).id;
    if (steamId !== undefined) await requireAccountOf(deps.db, userId, steamId);
    const since = new Date(deps.now().getTime() - PERIOD_MS[period]);
    return { period, ...(await captureFigures(deps.db, { userId, steamId: steamId ?? null, since })) };
  });
}
