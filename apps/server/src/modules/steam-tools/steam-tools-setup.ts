import type { SandboxHandles } from '@skinpilot/connectors';
import type { FastifyInstance } from 'fastify';
import type { ProxyProbe } from '../../integrations/proxy/proxy-probe';
import type { AccountConnectors, TradingContext } from '../trading-accounts/trading-context';
import { sandboxOffersRoutes } from './sandbox-offers.routes';
import { steamCallBudget } from './steam-call-budget';
import { steamSessions } from './steam-sessions';
import type { SteamToolsContext } from './steam-tools-context';
import { steamToolsRoutes } from './steam-tools.routes';

/**
 * Registers the Steam tools on the trading API. The running Steam clients belong to this process
 * and are logged out when it closes.
 */
export function steamToolsOf(
  app: FastifyInstance,
  trading: TradingContext,
  probe: ProxyProbe,
  connectors: AccountConnectors | undefined,
  isProduction: boolean,
) {
  const ctx = steamToolsContext(trading, probe);
  app.addHook('onClose', () => ctx.sessions.closeAll());
  steamToolsRoutes(app, ctx);
  const world = (connectors as { sandbox?: SandboxHandles } | undefined)?.sandbox?.steam;
  // A test hook of the sandbox Steam: never served in production, even on the sandboxes (SANDBOX=true).
  if (world && !isProduction) sandboxOffersRoutes(app, ctx, world);
}

/** The worker's own Steam tools context: its clients resume from the stored refresh tokens. */
export function workerSteamContext(trading: TradingContext, probe: ProxyProbe): SteamToolsContext {
  return steamToolsContext(trading, probe);
}

function steamToolsContext(trading: TradingContext, probe: ProxyProbe): SteamToolsContext {
  return {
    ...trading,
    sessions: steamSessions(trading),
    budget: steamCallBudget(trading.db, trading.now),
    probe: sameCheckAsAdding(trading.connectors, probe),
  };
}

/**
 * Updating and revalidating a proxy test it with the check that accepted it when the account was
 * added (the connectors' own: the sandbox check on the sandboxes, the live one otherwise), so a
 * proxy accepted as Active never turns Failed only because another check ran (issue 31 item 6).
 * Without connectors only the configured IP-echo probe is left.
 */
function sameCheckAsAdding(connectors: AccountConnectors | undefined, probe: ProxyProbe): ProxyProbe {
  if (!connectors) return probe;
  return async (proxy) => {
    const { exitIp, latencyMs } = await connectors.checkProxy(proxy);
    return { ip: exitIp, latencyMs };
  };
}
