// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the ambient types of the untyped Steam libraries must reach every program compiling this file (server, bots)
/// <reference path="./steam-libraries.d.ts" />
import type SteamCommunity from 'steamcommunity';
import TradeOfferManager, { type TradeOffer } from 'steam-tradeoffer-manager';
import type { SendGiftRequest, SteamTradeOffer, SteamTradeOffers } from '../types/steam';
import {
  InvalidRequestError,
  NotFoundError,
  PlatformUnavailableError,
  UnauthenticatedError,
} from '../types/errors';
import { offerFrom } from './offer-state';

const CS2 = { appid: 730, contextid: '2' };
const TRADE_URL = /^https:\/\/steamcommunity\.com\/tradeoffer\/new\/\?partner=\d+&token=[\w-]+$/;

const call = <T>(run: (done: (err: Error | null, value?: T) => void) => void): Promise<T> =>
  new Promise((resolve, reject) =>
    run((err, value) => (err ? reject(offerError(err)) : resolve(value as T))),
  );

function offerError(error: Error): Error {
  if (/not logged in|401|access is denied/i.test(error.message)) return new UnauthenticatedError();
  if (/not active|may not be/i.test(error.message))
    return new InvalidRequestError('This trade offer is no longer active.');
  return new PlatformUnavailableError(`Steam trade offers: ${error.message}`, { cause: error });
}

/**
 * Trade offers of one account through steam-tradeoffer-manager: listing, accept, decline, cancel and
 * gifts, with mobile confirmations by identity_secret when Steam asks for one.
 */
export function createOfferDesk(
  manager: TradeOfferManager,
  community: SteamCommunity,
  identitySecret: string,
) {
  const find = async (offerId: string): Promise<TradeOffer> => {
    const offer = await call<TradeOffer>((done) => manager.getOffer(offerId, done)).catch(() => null);
    if (!offer) throw new NotFoundError('This trade offer was not found.');
    return offer;
  };
  const confirm = (offerId: string) =>
    call<void>((done) => community.acceptConfirmationForObject(identitySecret, offerId, done));

  return {
    async list(): Promise<SteamTradeOffers> {
      const [sent, received] = await new Promise<[TradeOffer[], TradeOffer[]]>((resolve, reject) =>
        manager.getOffers(TradeOfferManager.EOfferFilter.All, (err, s, r) =>
          err ? reject(offerError(err)) : resolve([s ?? [], r ?? []]),
        ),
      );
      // Glitched offers (items without descriptions) cannot be shown or acted on safely.
      const usable = (offers: TradeOffer[]) => offers.filter((o) => !o.isGlitched()).map(offerFrom);
      return { sent: usable(sent), received: usable(received) };
    },
    async accept(offerId: string): Promise<SteamTradeOffer> {
      const offer = await find(offerId);
      const status = await call<string>((done) => offer.accept(false, done));
      if (status === 'pending') await confirm(offerId);
      return offerFrom(await find(offerId));
    },
    async decline(offerId: string): Promise<SteamTradeOffer> {
      const offer = await find(offerId);
      await call<void>((done) => offer.decline(done));
      return offerFrom(offer);
    },
    async cancel(offerId: string): Promise<SteamTradeOffer> {
      const offer = await find(offerId);
      await call<void>((done) => offer.cancel(done));
      return offerFrom(offer);
    },
    async sendGift(request: SendGiftRequest): Promise<SteamTradeOffer> {
      if (!TRADE_URL.test(request.tradeUrl))
        throw new InvalidRequestError('Invalid trade URL format. Please check the URL and try again.');
      if (request.assetIds.length === 0) throw new InvalidRequestError('Choose at least one item to send.');
      const offer = manager.createOffer(request.tradeUrl);
      offer.addMyItems(request.assetIds.map((assetid) => ({ ...CS2, assetid })));
      if (request.message) offer.setMessage(request.message.slice(0, 128));
      const status = await call<string>((done) => offer.send(done));
      if (status === 'pending') await confirm(String(offer.id));
      return offerFrom(offer);
    },
    confirm,
  };
}
