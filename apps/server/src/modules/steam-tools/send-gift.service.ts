import {
  GIFT_MESSAGE_MAX,
  steamTradeUrlPattern,
  TRADE_URL_INVALID,
  TRADE_URL_REQUIRED,
  type sendGiftBody,
} from '@skinpilot/contract';
import type { z } from 'zod';
import { AppError, badRequest } from '../../errors/app-error';
import type { TradingAccountRow } from '../trading-accounts/accounts.queries';
import { putOffer } from './trade-offer-cache.repository';
import { tradeOfferView } from './trade-offer-view';
import { sendWithTradeProtection } from './send-with-protection';
import { requireRunning, withSteam, type SteamToolsContext } from './steam-tools-context';

const invalid = (field: string, message: string) =>
  new AppError('validation', message, { errors: [{ field, message }] });

/**
 * Section 5's gift: one item the caller chose, checked to be in the inventory and tradable right
 * now, sent for nothing in return to a trade URL of Steam's form, and confirmed with the identity
 * secret. Nothing else is ever added to the offer.
 */
export async function sendGiftFor(
  ctx: SteamToolsContext,
  account: TradingAccountRow,
  input: z.output<typeof sendGiftBody>,
) {
  const tradeUrl = input.trade_url.trim();
  if (!tradeUrl) throw invalid('trade_url', TRADE_URL_REQUIRED);
  if (!steamTradeUrlPattern.test(tradeUrl)) throw invalid('trade_url', TRADE_URL_INVALID);
  const message = input.message ?? '';
  if (message.length > GIFT_MESSAGE_MAX)
    throw invalid('message', `The message can be at most ${GIFT_MESSAGE_MAX} characters.`);
  if (!/^\d{1,20}$/.test(input.asset_id)) throw invalid('asset_id', 'Choose an item of the Steam inventory.');
  requireRunning(account);

  const inventory = await withSteam(ctx, account, (client) => client.inventory());
  const item = inventory.find((i) => i.assetId === input.asset_id);
  if (!item) throw badRequest('This item is not in the Steam inventory.');
  if (!item.tradable) throw badRequest('This item cannot be traded yet.');

  const sent = await sendWithTradeProtection(ctx, account, (client) =>
    client.sendGift({ tradeUrl, assetIds: [item.assetId], message: message || undefined }),
  );
  await putOffer(ctx.db, account.id, sent);
  return { message: 'Item sent successfully', trade_offer_id: sent.id, offer: tradeOfferView(sent) };
}
