import type { CsgorollFeedListeners, FeedConnectionState } from '../types/csgoroll';
import { InvalidRequestError, PlatformUnavailableError, UnauthenticatedError } from '../types/errors';
import { mapGraphqlError, type GraphqlErrorBody } from './map-error';
import {
  ON_CREATE_TRADE_LEGACY,
  ON_CREATE_TRADES,
  ON_UPDATE_USER_TRADE,
  ON_UPDATE_WALLET,
} from './operations';
import { parseNewTrades, parseTrade, parseWallet } from './parse';
import { createFrameScan } from './scan-frame';
import type { CsgorollSocket, FramePayload, SocketSink } from './socket';

/**
 * The subscriptions on one client's socket, in two channels a caller asks for separately: the
 * listing feed (`OnCreateTrade`, one per worker) and the account's own trade and wallet updates
 * (every account). A channel is subscribed when its first listener comes and completed when its
 * last one goes, so an account's socket never carries the listing feed unless asked. Listeners are
 * isolated (one that throws never stops the others or the feed). An "unauthenticated" answer renews
 * the session and reconnects; a deployment that refuses the current feed (`createTrades`) is asked
 * for the 2024 one (`createTrade`).
 */
export function createFeed(socket: CsgorollSocket, renewSession: () => Promise<void>) {
  /** Every listener of either channel: connection states and errors reach all of them. */
  const listeners = new Set<CsgorollFeedListeners>();
  const channels: Record<FeedChannel, Channel> = {
    listings: { listeners: new Set(), unsubscribers: [], start: subscribeFeed },
    account: { listeners: new Set(), unsubscribers: [], start: subscribeAccount },
  };
  let state: FeedConnectionState = 'closed';
  let useLegacyFeed = false;
  /** The listing frames' scan (issue 30): one for the feed's life, reused frame after frame. */
  const scanner = createFrameScan();
  /** Listeners of the listing channel that take scanned listings. */
  let scanListeners = 0;

  const emit = <K extends keyof CsgorollFeedListeners>(
    key: K,
    ...args: Parameters<NonNullable<CsgorollFeedListeners[K]>>
  ) => {
    for (const l of listeners) {
      try {
        (l[key] as ((...a: unknown[]) => void) | undefined)?.(...args);
      } catch (error) {
        if (key !== 'onError') emit('onError', error instanceof Error ? error : new Error(String(error)));
      }
    }
  };

  /** A frame's errors, or its data; a frame with neither is ignored. */
  const sink = (
    onData: (data: Record<string, unknown>, receivedAt: number) => void,
    onFailed?: () => void,
  ): SocketSink => ({
    next(payload: FramePayload, receivedAt: number) {
      if (Array.isArray(payload.errors) && payload.errors.length) handleErrors(payload.errors);
      else if (payload.data && typeof payload.data === 'object') onData(payload.data, receivedAt);
    },
    error(errors: GraphqlErrorBody[]) {
      const error = handleErrors(errors);
      if (error instanceof InvalidRequestError) onFailed?.();
    },
  });

  function handleErrors(errors: GraphqlErrorBody[]) {
    const error = mapGraphqlError(errors[0] ?? {});
    emit('onError', error);
    if (error instanceof UnauthenticatedError) {
      renewSession().then(
        () => socket.restart(),
        (renewError: Error) => emit('onError', renewError),
      );
    }
    return error;
  }

  /** The hot path: no argument arrays, one try per listener. */
  function emitNewTrades(trades: ReturnType<typeof parseNewTrades>, receivedAt: number) {
    for (const l of channels.listings.listeners) {
      if (!l.onNewTrades) continue;
      try {
        l.onNewTrades(trades, receivedAt);
      } catch (error) {
        emit('onError', error instanceof Error ? error : new Error(String(error)));
      }
    }
  }

  /**
   * The hot path's first step: a listing frame of this subscription read from its text and handed
   * to the listeners that take scanned listings. False (the frame is parsed at once, the slow way)
   * when nobody takes them or the scan could not read the whole frame.
   */
  function readListingFrame(text: string, receivedAt: number, id: string): boolean {
    if (scanListeners === 0 || !scanner.scan(text) || scanner.opId !== id) return false;
    const listings = scanner.listings;
    for (const l of channels.listings.listeners) {
      if (!l.onListingScan) continue;
      try {
        l.onListingScan(listings, receivedAt);
      } catch (error) {
        emit('onError', error instanceof Error ? error : new Error(String(error)));
      }
    }
    return true;
  }

  function subscribeFeed() {
    const [name, query] = useLegacyFeed
      ? ['OnCreateTrade', ON_CREATE_TRADE_LEGACY]
      : ['OnCreateTrade', ON_CREATE_TRADES];
    const feedSink: SocketSink = sink(
      (data, receivedAt) => {
        const trades = parseNewTrades(data);
        if (trades.length > 0) emitNewTrades(trades, receivedAt);
      },
      () => {
        if (useLegacyFeed) return;
        useLegacyFeed = true;
        subscribeFeed();
      },
    );
    feedSink.raw = readListingFrame;
    channels.listings.unsubscribers.push(socket.subscribe(name, query, {}, feedSink));
  }

  function subscribeAccount() {
    channels.account.unsubscribers.push(
      socket.subscribe(
        'OnUpdateUserTrade',
        ON_UPDATE_USER_TRADE,
        {},
        sink((data) => {
          const trade = parseTrade(field(data.updateTrade, 'trade'));
          if (trade) emit('onTradeUpdate', trade);
          else emit('onError', new PlatformUnavailableError('CSGORoll sent a trade update without a trade.'));
        }),
      ),
      socket.subscribe(
        'OnUpdateWallet',
        ON_UPDATE_WALLET,
        {},
        sink((data) => {
          const wallet = field(data.updateWallet, 'wallet');
          if (wallet) emit('onWalletUpdate', parseWallet(wallet));
        }),
      ),
    );
  }

  return {
    /** Socket states pass through here so every listener hears them. */
    setState(next: FeedConnectionState) {
      if (state === next) return;
      state = next;
      emit('onConnectionState', next);
    },
    onSocketError: (error: Error) => emit('onError', error),
    /** Adds listeners to one channel; the returned function removes them. */
    add(kind: FeedChannel, l: CsgorollFeedListeners): () => void {
      const channel = channels[kind];
      if (channel.listeners.has(l)) return () => undefined;
      listeners.add(l);
      channel.listeners.add(l);
      if (kind === 'listings' && l.onListingScan) scanListeners++;
      if (channel.listeners.size === 1) channel.start();
      if (state !== 'closed') l.onConnectionState?.(state);
      return () => {
        if (!channel.listeners.delete(l)) return;
        listeners.delete(l);
        if (kind === 'listings' && l.onListingScan) scanListeners--;
        if (channel.listeners.size > 0) return;
        channel.unsubscribers.forEach((stop) => stop());
        channel.unsubscribers = [];
      };
    },
    hasListeners: () => listeners.size > 0,
  };
}

export type FeedChannel = 'listings' | 'account';

type Channel = {
  listeners: Set<CsgorollFeedListeners>;
  unsubscribers: (() => void)[];
  start: () => void;
};

const field = (value: unknown, key: string) =>
  value && typeof value === 'object'
    ? ((value as Record<string, unknown>)[key] as Record<string, unknown> | null)
    : null;
