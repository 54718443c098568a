import * as contract from '@skinpilot/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../http/authenticate';
import { registerEndpoint } from '../../http/register-endpoint';
import * as limits from './account-limits-config';
import * as settings from './admin-system-config';

export function adminSettingsRoutes(app: FastifyInstance, deps: settings.AdminSettingsDeps) {
  registerEndpoint(app, contract.getAdminSystemConfig, () => settings.getAdminSystemConfig(deps));
  registerEndpoint(app, contract.updateAdminSystemConfig, (request) =>
    settings.updateAdminSystemConfig(deps, actorOf(request).id, request.body),
  );
  registerEndpoint(app, contract.getAdminSettings, () => settings.getAdminSystemConfig(deps));
  registerEndpoint(app, contract.updateMaxLicenses, (request) =>
    settings.updateAdminSystemConfig(deps, actorOf(request).id, request.body),
  );
  registerEndpoint(app, contract.getDiscordConfig, () => settings.getDiscordConfig(deps));
  registerEndpoint(app, contract.updateDiscordConfig, (request) =>
    settings.updateDiscordConfig(deps, actorOf(request).id, request.body),
  );
  registerEndpoint(app, contract.getOrchestratorConfig, () => settings.getOrchestratorConfig(deps));
  registerEndpoint(app, contract.updateOrchestratorConfig, (request) =>
    settings.updateOrchestratorConfig(deps, actorOf(request).id, request.body),
  );
  registerEndpoint(app, contract.getAccountLimitsConfig, () => limits.getAccountLimitsConfig(deps));
  registerEndpoint(app, contract.saveAccountLimitsConfig, (request) =>
    limits.saveAccountLimitsConfig(deps, actorOf(request).id, request.body),
  );
  registerEndpoint(app, contract.reloadAccountLimitsConfig, () => limits.reloadAccountLimitsConfig(deps));
}
