import type { SandboxHandles } from '@skinpilot/connectors';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../../http/authenticate';
import { accountParams } from '@skinpilot/contract';
import { requireAccountOf } from '../trading-accounts/accounts.queries';
import type { SteamToolsContext } from './steam-tools-context';

/**
 * Sandbox only (never registered against live Steam): has a sandbox partner send one of the
 * caller's accounts a trade offer now, instead of waiting for the world's five-minute round, so a
 * trader trying the product (and the browser tests) can see an offer arrive.
 */
export function sandboxOffersRoutes(
  app: FastifyInstance,
  ctx: SteamToolsContext,
  world: NonNullable<SandboxHandles['steam']>,
) {
  app.post(
    '/sandbox/steam/:steam_id/incoming-offer',
    {
      config: { auth: 'user' },
      schema: {
        hide: true,
        params: accountParams,
        body: z.object({ kind: z.enum(['gift', 'swap']).optional() }).optional(),
      },
    },
    async (request) => {
      const { steam_id } = request.params as z.infer<typeof accountParams>;
      const account = await requireAccountOf(ctx.db, actorOf(request).id, steam_id);
      const kind = (request.body as { kind?: 'gift' | 'swap' } | undefined)?.kind ?? 'swap';
      const offer = world.receiveOffer(account.steamUsername ?? '', kind);
      return { trade_offer_id: offer.id };
    },
  );
}
