import {
  cancelExtraAccounts,
  getExtraAccountsBilling,
  getExtraAccountsPricing,
  purchaseExtraAccounts,
} from '@skinpilot/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/authenticate';
import { registerEndpoint } from '../../http/register-endpoint';
import { billingFor, cancelSlotsFor, pricingFor, purchaseSlotsFor } from './extra-slots.service';
import type { TradingContext } from './trading-context';

export function extraSlotsRoutes(app: FastifyInstance, ctx: TradingContext) {
  registerEndpoint(app, getExtraAccountsPricing, (request) => pricingFor(ctx, actorOf(request)));
  registerEndpoint(app, getExtraAccountsBilling, (request) => billingFor(ctx, actorOf(request)));
  registerEndpoint(app, purchaseExtraAccounts, (request) =>
    purchaseSlotsFor(ctx, actorOf(request), request.body),
  );
  registerEndpoint(app, cancelExtraAccounts, (request) =>
    cancelSlotsFor(ctx, actorOf(request), request.body),
  );
}
