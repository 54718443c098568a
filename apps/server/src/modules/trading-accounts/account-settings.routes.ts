import {
  getCsgorollSettings,
  getSteamSettings,
  saveCsgorollSettings,
  saveSteamSettings,
} from '@skinpilot/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/authenticate';
import { registerEndpoint } from '../../http/register-endpoint';
import { getCsgorollSettingsFor, saveCsgorollSettingsFor } from './csgoroll-settings.service';
import { getSteamSettingsFor, saveSteamSettingsFor } from './steam-settings.service';
import type { TradingContext } from './trading-context';

export function accountSettingsRoutes(app: FastifyInstance, ctx: TradingContext) {
  registerEndpoint(app, getCsgorollSettings, (request) =>
    getCsgorollSettingsFor(ctx, actorOf(request), request.params.steam_id),
  );
  registerEndpoint(app, saveCsgorollSettings, (request) =>
    saveCsgorollSettingsFor(ctx, actorOf(request), request.params.steam_id, request.body),
  );
  registerEndpoint(app, getSteamSettings, (request) =>
    getSteamSettingsFor(ctx, actorOf(request), request.params.steam_id),
  );
  registerEndpoint(app, saveSteamSettings, (request) =>
    saveSteamSettingsFor(ctx, actorOf(request), request.params.steam_id, request.body),
  );
}
