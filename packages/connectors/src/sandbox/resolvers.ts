import { GraphQLError } from 'graphql';
import { eventStream } from './event-stream';
import type { SandboxMarket } from './market';
import { SandboxMarketError, marketError, type SandboxTrade, type SandboxUser } from './market-model';
import { connection, inventoryItemView, tradeView, userView } from './views';

export type SandboxContext = { user: SandboxUser | null };

type Args = Record<string, unknown>;

/** Market errors leave as GraphQL errors with CSGORoll's message and an `extensions.code`. */
function answer<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof SandboxMarketError)
      throw new GraphQLError(error.message, { extensions: { code: error.code } });
    throw error;
  }
}

function signedIn(context: SandboxContext): SandboxUser {
  if (!context.user) {
    const error = marketError('unauthenticated');
    throw new GraphQLError(error.message, { extensions: { code: error.code } });
  }
  return context.user;
}

/** Root values per operation type, shared by the HTTP endpoint and the WebSocket endpoint. */
export function createSandboxRoots(market: SandboxMarket) {
  const view = (trade: SandboxTrade) => tradeView(trade, market.accounts);
  const involves = (trade: SandboxTrade, userId: string) =>
    trade.depositorId === userId || trade.withdrawerId === userId;

  const query = {
    currentUser: (_: Args, context: SandboxContext) => userView(signedIn(context)),
    steamInventoryItems: (args: { first?: number; after?: string }, context: SandboxContext) =>
      connection(signedIn(context).inventory, args, inventoryItemView),
    trades: (
      args: { first?: number; after?: string; statuses?: string[]; userId?: string },
      context: SandboxContext,
    ) => {
      if (args.userId) {
        const user = signedIn(context);
        if (args.userId !== user.id)
          throw new GraphQLError('Forbidden', { extensions: { code: 'FORBIDDEN' } });
      }
      const list = [...market.trades.values()]
        .filter((t) => !args.statuses?.length || args.statuses.includes(t.status))
        .filter((t) => !args.userId || involves(t, args.userId))
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
      return connection(list, args, view);
    },
  };

  const mutation = {
    joinTrades: (args: { input: { tradeIds: string[] } }, context: SandboxContext) => {
      const user = signedIn(context);
      return answer(() => ({ trades: args.input.tradeIds.map((id) => view(market.joinTrade(user, id))) }));
    },
    processTrade: (args: { input: { tradeId: string } }, context: SandboxContext) => {
      const user = signedIn(context);
      return answer(() => ({ trade: view(market.process(user, args.input.tradeId)) }));
    },
    createTrades: (
      args: { input: { tradeItems: { steamExternalAssetId: string; value: number }[] } },
      context: SandboxContext,
    ) => {
      const user = signedIn(context);
      return answer(() => ({ trades: market.deposit(user, args.input.tradeItems).map(view) }));
    },
    cancelTrade: (args: { input: { tradeId: string } }, context: SandboxContext) => {
      const user = signedIn(context);
      return answer(() => ({ trade: view(market.cancel(user, args.input.tradeId)) }));
    },
    updateSteamAccessToken: (args: { input: { accessToken: string } }, context: SandboxContext) => {
      const user = signedIn(context);
      return answer(() => {
        // A Steam web access token is a JWT; the sandbox checks its form and the `expired` trigger.
        const token = args.input.accessToken;
        if (token.split('.').length !== 3 || token.includes('expired')) throw marketError('tokenRejected');
        user.steamAccessToken = token;
        return { success: true };
      });
    },
  };

  const subscription = {
    createTrades: () =>
      eventStream((push) =>
        market.subscribe(
          (e) => e.type === 'tradesCreated' && push({ createTrades: { trades: e.trades.map(view) } }),
        ),
      ),
    createTrade: () =>
      eventStream((push) =>
        market.subscribe(
          (e) =>
            e.type === 'tradesCreated' && e.trades.forEach((t) => push({ createTrade: { trade: view(t) } })),
        ),
      ),
    updateTrade: (args: { status?: string; userId?: string }, context: SandboxContext) => {
      const user = signedIn(context);
      return eventStream((push) =>
        market.subscribe((e) => {
          if (e.type !== 'tradeUpdated' || !involves(e.trade, user.id)) return;
          if (args.status && e.trade.status !== args.status) return;
          push({ updateTrade: { trade: view(e.trade) } });
        }),
      );
    },
    updateWallet: (_: Args, context: SandboxContext) => {
      const user = signedIn(context);
      return eventStream((push) =>
        market.subscribe((e) => {
          if (e.type === 'walletUpdated' && e.user.id === user.id)
            push({ updateWallet: { wallet: e.user.wallets[0] } });
        }),
      );
    },
  };

  return { query, mutation, subscription };
}
