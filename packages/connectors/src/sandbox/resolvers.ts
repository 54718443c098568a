import { GraphQLError } from 'graphql';
import { tokenExpiry } from '../steam/access-token';
import { eventStream } from './event-stream';
import type { SandboxMarket } from './market';
import type { MarketExtras, SandboxBox } from './market-extras';
import { SandboxMarketError, marketError, type SandboxTrade, type SandboxUser } from './market-model';
import { connection, inventoryItemView, itemVariantView, tradeView, userItemView, userView } from './views';

export type SandboxContext = { user: SandboxUser | null };

type Args = Record<string, unknown>;
type Input<T> = { input: T };
type Page = { first?: number | null; after?: string | null };

/** Market errors leave as GraphQL errors with CSGORoll's message and our `extensions.code`. */
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
  if (!context.user)
    return answer(() => {
      throw marketError('unauthenticated');
    });
  return context.user;
}

/** An explicit userId must be the caller's own (the server scopes to the session otherwise). */
function ownUser(context: SandboxContext, userId: unknown): SandboxUser {
  const user = signedIn(context);
  if (userId != null && userId !== user.id)
    answer(() => {
      throw marketError('forbidden');
    });
  return user;
}

type SandboxRootsOptions = {
  /** Whether a join must carry a reCAPTCHA token, and how to check one. */
  captcha: { required: boolean; check: (token: string | null | undefined, action: string) => boolean };
};

/** Root values per operation type, shared by the HTTP endpoint and the WebSocket endpoint. */
export function createSandboxRoots(
  market: SandboxMarket,
  extras: MarketExtras,
  options: SandboxRootsOptions,
) {
  const view = (viewer: SandboxUser | null) => (trade: SandboxTrade) =>
    tradeView(trade, market.accounts, viewer, market.now());
  const involves = (trade: SandboxTrade, userId: string) =>
    trade.depositorId === userId || trade.withdrawerId === userId;
  const boxView = (box: SandboxBox, user: SandboxUser | null) => ({
    id: box.id,
    name: box.name,
    creatorId: null,
    userLastPurchasedAt: box.free ? (user?.lastFreeBoxAt?.toISOString() ?? null) : null,
    unopenedUserBoxesCount: 0,
    slots: box.slots.map((s) => ({ balance: s.balance, item: { id: s.item.slotId, value: s.item.value } })),
  });

  const query = {
    currentUser: (_: Args, context: SandboxContext) => userView(signedIn(context)),
    steamInventoryItems: (args: Page & { userId?: string }, context: SandboxContext) =>
      connection(ownUser(context, args.userId).inventory, args, inventoryItemView),
    trades: (
      args: Page & {
        orderBy?: string[] | null;
        status?: string | null;
        statuses?: string[] | null;
        userId?: string;
      },
      context: SandboxContext,
    ) => {
      const viewer = args.userId ? ownUser(context, args.userId) : context.user;
      const statuses = [...(args.statuses ?? []), ...(args.status ? [args.status] : [])];
      const list = [...market.trades.values()]
        .filter((t) => statuses.length === 0 || statuses.includes(t.status))
        .filter((t) => !args.userId || involves(t, args.userId));
      // Map order is creation order, so ids rise along it.
      if (args.orderBy?.[0]?.startsWith('UPDATED_AT'))
        list.sort((a, b) => a.updatedAt.getTime() - b.updatedAt.getTime());
      if (!args.orderBy?.[0]?.endsWith('_ASC')) list.reverse();
      return connection(list, args, view(viewer));
    },
    boxes: (
      args: Page & { free?: boolean; purchasable?: boolean; minLevelRequired?: number },
      context: SandboxContext,
    ) => connection(extras.boxes(args), args, (b) => boxView(b, context.user)),
    userItems: (
      args: Page & { userId?: string; status?: string[] | null; orderBy?: string },
      context: SandboxContext,
    ) => {
      const user = ownUser(context, args.userId);
      const items = user.userItems
        .filter((i) => !args.status?.length || args.status.includes(i.status))
        .sort((a, b) => (args.orderBy === 'VALUE_ASC' ? 1 : -1) * (a.item.value - b.item.value));
      return connection(items, args, userItemView);
    },
    itemVariants: (args: Page & { minValue?: number; name?: string; orderBy?: string }) =>
      connection(extras.itemVariants(args), args, itemVariantView),
  };

  const mutation = {
    joinTrades: (
      args: Input<{
        tradeIds: (string | null)[];
        recaptcha?: string | null;
        visualRecaptcha?: string | null;
      }>,
      context: SandboxContext,
    ) => {
      const user = signedIn(context);
      return answer(() => {
        if (options.captcha.required && !options.captcha.check(args.input.recaptcha, 'joinTrades'))
          throw marketError('captcha');
        const ids = args.input.tradeIds.filter((id): id is string => typeof id === 'string');
        return { trades: ids.map((id) => view(user)(market.joinTrade(user, id))) };
      });
    },
    processTrade: (args: Input<{ tradeId: string }>, context: SandboxContext) => {
      const user = signedIn(context);
      return answer(() => ({ trade: view(user)(market.process(user, args.input.tradeId)) }));
    },
    cancelTrade: (args: Input<{ tradeId: string }>, context: SandboxContext) => {
      const user = signedIn(context);
      return answer(() => ({ trade: view(user)(market.cancel(user, args.input.tradeId)) }));
    },
    createTrades: (
      args: Input<{ tradeItemsList: { assetId: string; itemVariantId: string; value: number }[][] }>,
      context: SandboxContext,
    ) => {
      const user = signedIn(context);
      return answer(() => ({ trades: market.deposit(user, args.input.tradeItemsList).map(view(user)) }));
    },
    updateSteamAccessToken: (
      args: Input<{ steamId: string; accessToken: string }>,
      context: SandboxContext,
    ) => {
      const user = signedIn(context);
      return answer(() => {
        if (args.input.steamId !== user.steamId) throw marketError('steamIdMismatch');
        acceptSteamToken(user, args.input.accessToken);
        return { success: true };
      });
    },
    updateUser: (
      args: Input<{ userId: string; steamAccessToken?: string | null; steamTradeUrl?: string | null }>,
      context: SandboxContext,
    ) => {
      const user = ownUser(context, args.input.userId);
      return answer(() => {
        // C wraps the token in literal `&quot;` entities; CSGORoll evidently strips them.
        if (args.input.steamAccessToken)
          acceptSteamToken(user, args.input.steamAccessToken.replace(/&quot;/g, ''));
        if (args.input.steamTradeUrl) user.steamTradeUrl = args.input.steamTradeUrl;
        return { user: userView(user) };
      });
    },
    applyPromoCodeTimer: (args: Input<{ code: string }>, context: SandboxContext) => {
      const user = signedIn(context);
      return answer(() => extras.applyPromoCode(user, args.input.code));
    },
    stashUnstashBalance: (args: Input<{ amount: number; lockDuration: string }>, context: SandboxContext) => {
      const user = signedIn(context);
      return answer(() => extras.stash(user, args.input.amount));
    },
    openBox: (args: Input<{ boxId: string; amount: number }>, context: SandboxContext) => {
      const user = signedIn(context);
      return answer(() => {
        const { box, opening } = extras.openBox(user, args.input.boxId, args.input.amount);
        return {
          box: boxView(box, user),
          boxOpenings: [{ ...opening, userItem: userItemView(opening.userItem) }],
        };
      });
    },
    createExchange: (args: Input<{ userItemIds: string[] }>, context: SandboxContext) => {
      const user = signedIn(context);
      return answer(() => {
        const exchange = extras.exchange(user, args.input.userItemIds);
        return { exchange: { ...exchange, newUserItems: connection([], {}, () => null) } };
      });
    },
  };

  const subscription = {
    createTrades: (_: Args, context: SandboxContext) =>
      eventStream((push) =>
        market.subscribe(
          (e) =>
            e.type === 'tradesCreated' &&
            push({ createTrades: { trades: e.trades.map(view(context.user)) } }),
        ),
      ),
    createTrade: (_: Args, context: SandboxContext) =>
      eventStream((push) =>
        market.subscribe(
          (e) =>
            e.type === 'tradesCreated' &&
            e.trades.forEach((t) => push({ createTrade: { trade: view(context.user)(t) } })),
        ),
      ),
    updateTrade: (
      args: {
        status?: string;
        userId?: string;
        maxAvgPaintWear?: number;
        minAvgPaintWear?: number;
        rarities?: string[];
      },
      context: SandboxContext,
    ) => {
      const user = ownUser(context, args.userId);
      return eventStream((push) =>
        market.subscribe((e) => {
          if (e.type !== 'tradeUpdated' || !involves(e.trade, user.id)) return;
          if (args.status && e.trade.status !== args.status) return;
          const trade = view(user)(e.trade);
          const wear = trade.avgPaintWear;
          if (wear !== null && args.maxAvgPaintWear != null && wear > args.maxAvgPaintWear) return;
          if (wear !== null && args.minAvgPaintWear != null && wear < args.minAvgPaintWear) return;
          push({ updateTrade: { trade } });
        }),
      );
    },
    updateWallet: (_: Args, context: SandboxContext) => {
      const user = signedIn(context);
      return eventStream((push) =>
        market.subscribe((e) => {
          if (e.type === 'walletUpdated' && e.user.id === user.id)
            push({ updateWallet: { wallet: e.wallet, walletChange: e.change } });
        }),
      );
    },
  };

  return { query, mutation, subscription };
}

/** A Steam web API token is a JWT; the sandbox checks its form, its expiry and the `expired` trigger. */
function acceptSteamToken(user: SandboxUser, token: string) {
  const expiry = tokenExpiry(token);
  if (token.split('.').length !== 3 || token.includes('expired') || (expiry && expiry < new Date()))
    throw marketError('tokenRejected');
  user.steamAccessToken = token;
  user.steamAccessTokenExpiresAt = expiry ?? new Date(Date.now() + 24 * 3_600_000);
}
