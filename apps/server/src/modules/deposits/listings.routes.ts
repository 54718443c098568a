import { cancelListing, listListings, relistListing } from '@skinpilot/contract';
import type { SandboxHandles } from '@skinpilot/connectors';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/authenticate';
import { registerEndpoint } from '../../http/register-endpoint';
import type { TradingContext } from '../trading-accounts/trading-context';
import { sandboxDepositRoutes } from './sandbox-deposit.routes';
import { cancelListingOf, listingsOf, relistListingOf } from './listings.service';

/** The Listings view's calls (issue 25); a trade id of another user's listing answers 404. */
export function listingsRoutes(app: FastifyInstance, ctx: TradingContext, isProduction: boolean) {
  registerEndpoint(app, listListings, async (request) => ({
    listings: await listingsOf(ctx, actorOf(request).id),
  }));
  registerEndpoint(app, cancelListing, async (request) =>
    cancelListingOf(ctx, actorOf(request).id, request.params.trade_id),
  );
  registerEndpoint(app, relistListing, async (request) =>
    relistListingOf(ctx, actorOf(request).id, request.params.trade_id),
  );
  // A test hook of the sandbox market: never served in production, even on the sandboxes.
  const sandbox = (ctx.connectors as { sandbox?: SandboxHandles } | undefined)?.sandbox?.csgoroll;
  if (sandbox && !isProduction) sandboxDepositRoutes(app, ctx);
}
