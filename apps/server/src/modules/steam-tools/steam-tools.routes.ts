import {
  acceptTradeOffer,
  cancelTradeOffer,
  declineTradeOffer,
  getSteamInventory,
  getSteamLoyaltyToken,
  getSteamProfile,
  getSteamTwoFactorCode,
  listTradeOffers,
  listTradeOffersEnhanced,
  sendGift,
  startSteamClient,
  stopSteamClient,
  updateSteamProxy,
  validateSteamProxy,
} from '@skinpilot/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf } from '../../http/authenticate';
import { registerEndpoint } from '../../http/register-endpoint';
import { requireAccountOf } from '../trading-accounts/accounts.queries';
import { sendGiftFor } from './send-gift.service';
import { startClientFor, stopClientFor } from './steam-client.service';
import { steamInventoryOf } from './steam-inventory.service';
import { loyaltyTokenOf, steamProfileOf, twoFactorCodeOf } from './steam-profile.service';
import { updateProxyFor, validateProxyFor } from './steam-proxy.service';
import type { SteamToolsContext } from './steam-tools-context';
import { actOnOffer, readOffers } from './trade-offers.service';

/** Every call is scoped by owner: another user's Steam id is a 404 (decision 004). */
const accountOf = (ctx: SteamToolsContext, request: FastifyRequest & { params: { steam_id: string } }) =>
  requireAccountOf(ctx.db, actorOf(request).id, request.params.steam_id);

export function steamToolsRoutes(app: FastifyInstance, ctx: SteamToolsContext) {
  registerEndpoint(app, getSteamProfile, async (request) =>
    steamProfileOf(ctx, await accountOf(ctx, request)),
  );
  registerEndpoint(app, getSteamLoyaltyToken, async (request) =>
    loyaltyTokenOf(ctx, await accountOf(ctx, request)),
  );
  registerEndpoint(app, getSteamTwoFactorCode, async (request) =>
    twoFactorCodeOf(ctx, await accountOf(ctx, request)),
  );
  registerEndpoint(app, getSteamInventory, async (request) =>
    steamInventoryOf(ctx, await accountOf(ctx, request)),
  );

  registerEndpoint(app, listTradeOffers, async (request) => {
    const { sent_offers, received_offers } = await readOffers(ctx, await accountOf(ctx, request), false);
    return { sent_offers, received_offers };
  });
  registerEndpoint(app, listTradeOffersEnhanced, async (request) =>
    readOffers(ctx, await accountOf(ctx, request), request.query.force_refresh),
  );
  registerEndpoint(app, acceptTradeOffer, async (request) =>
    actOnOffer(ctx, await accountOf(ctx, request), request.params.offer_id, 'accept'),
  );
  registerEndpoint(app, declineTradeOffer, async (request) =>
    actOnOffer(ctx, await accountOf(ctx, request), request.params.offer_id, 'decline'),
  );
  registerEndpoint(app, cancelTradeOffer, async (request) =>
    actOnOffer(ctx, await accountOf(ctx, request), request.params.offer_id, 'cancel'),
  );
  registerEndpoint(app, sendGift, async (request) =>
    sendGiftFor(ctx, await accountOf(ctx, request), request.body),
  );

  registerEndpoint(app, updateSteamProxy, async (request) =>
    updateProxyFor(ctx, actorOf(request).id, await accountOf(ctx, request), request.body.new_proxy),
  );
  registerEndpoint(app, validateSteamProxy, async (request) =>
    validateProxyFor(ctx, actorOf(request).id, await accountOf(ctx, request)),
  );
  registerEndpoint(app, startSteamClient, async (request) =>
    startClientFor(ctx, actorOf(request).id, await accountOf(ctx, request)),
  );
  registerEndpoint(app, stopSteamClient, async (request) =>
    stopClientFor(ctx, actorOf(request).id, await accountOf(ctx, request)),
  );
}
