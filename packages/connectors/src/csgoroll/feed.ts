import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { CsgorollFeedListeners, FeedConnectionState } from '../types/csgoroll';
import { UnauthenticatedError } from '../types/errors';
import { BROWSER_HEADERS } from './endpoints';
import { mapGraphqlError, type GraphqlErrorBody } from './map-error';
import { ON_CREATE_TRADES, ON_UPDATE_TRADE, ON_UPDATE_WALLET } from './operations';
import { parseNewTrades, parseTrade, parseWallet } from './parse';

export type FeedOptions = {
  wsUrl: string;
  /** The current session cookie, read at every (re)connect so a renewed session is used. */
  cookie: () => string | null;
  /** Called when the server refuses the session; should renew it (or throw when it cannot). */
  renewSession: () => Promise<void>;
  userId: () => Promise<string | null>;
  keepAliveMs?: number;
  maxRetryDelayMs?: number;
};

/** Back-off between reconnects: 0.5 s doubling to the cap, with jitter so accounts do not stampede. */
export function retryDelay(attempt: number, capMs: number): number {
  const base = Math.min(capMs, 500 * 2 ** attempt);
  return base / 2 + Math.random() * (base / 2);
}

/**
 * The account's graphql-transport-ws connection: one socket carrying the listing feed, its trade
 * updates and wallet updates; reconnects with back-off, pings to keep NATs and proxies open, and
 * stamps the arrival time of each frame before graphql-ws parses it (the sniping clock starts there).
 */
export function createFeed(options: FeedOptions) {
  const listeners = new Set<CsgorollFeedListeners>();
  let client: Client | null = null;
  let disposers: (() => void)[] = [];
  let lastFrameAt = 0;
  let state: FeedConnectionState = 'closed';
  let closing = false;
  let disposeClient: () => void = () => undefined;

  const emit = <K extends keyof CsgorollFeedListeners>(
    key: K,
    ...args: Parameters<NonNullable<CsgorollFeedListeners[K]>>
  ) => {
    for (const l of listeners) {
      try {
        (l[key] as ((...a: unknown[]) => void) | undefined)?.(...args);
      } catch (error) {
        if (key !== 'onError') emit('onError', error as Error);
      }
    }
  };
  const setState = (next: FeedConnectionState) => {
    if (state === next) return;
    state = next;
    emit('onConnectionState', next);
  };

  class StampedSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      const cookie = options.cookie();
      super(address, protocols, {
        headers: { ...BROWSER_HEADERS, ...(cookie ? { cookie: `session=${cookie}` } : {}) },
      });
      // Registered before graphql-ws's own handler, so the stamp is the frame's arrival.
      this.on('message', () => {
        lastFrameAt = performance.now();
      });
      // graphql-ws drops its handlers when a client is disposed mid-handshake; a late handshake
      // error on that abandoned socket must not become an unhandled 'error' that ends the process.
      this.on('error', () => undefined);
    }
  }

  function start() {
    closing = false;
    setState('connecting');
    let isDisposed = false;
    const created = createClient({
      url: options.wsUrl,
      webSocketImpl: StampedSocket,
      lazy: false,
      keepAlive: options.keepAliveMs ?? 15_000,
      retryAttempts: Infinity,
      // A wait that ends after dispose never settles: resolving would open one more socket, and
      // rejecting would surface as an unhandled rejection (graphql-ws awaits it in a detached task).
      // The pending promise holds no timer, so it is collected with the disposed client.
      retryWait: (attempt) =>
        new Promise<void>((resolve) =>
          setTimeout(
            () => {
              if (!isDisposed) resolve();
            },
            retryDelay(attempt, options.maxRetryDelayMs ?? 30_000),
          ),
        ),
      shouldRetry: () => !isDisposed,
      onNonLazyError: (error) => !isDisposed && emit('onError', asError(error)),
      on: {
        connected: () => setState('connected'),
        closed: () => !isDisposed && setState('reconnecting'),
        error: (error) => !isDisposed && emit('onError', asError(error)),
      },
    });
    client = created;
    disposeClient = () => {
      isDisposed = true;
      void created.dispose();
    };
    subscribeAll();
  }

  type Result = { data?: Record<string, unknown> | null; errors?: readonly GraphqlErrorBody[] };

  /** A subscription sink: errors go to handleErrors, data (with its frame's arrival time) to onData. */
  const sink = (onData: (data: Record<string, unknown>, receivedAt: number) => void) => ({
    next: (result: Result) => {
      const receivedAt = lastFrameAt || performance.now();
      if (result.errors?.length) handleErrors(result.errors);
      else if (result.data) onData(result.data, receivedAt);
    },
    error: (error: unknown) => handleErrors(Array.isArray(error) ? error : [{ message: String(error) }]),
    complete: () => undefined,
  });

  function subscribeAll() {
    const c = client!;
    disposers.push(
      c.subscribe(
        { operationName: 'OnCreateTrades', query: ON_CREATE_TRADES },
        sink((data, receivedAt) => {
          const trades = parseNewTrades(data);
          if (trades.length > 0) emit('onNewTrades', trades, receivedAt);
        }),
      ),
    );
    options.userId().then(
      (userId) => {
        if (!userId || closing || client !== c) return;
        disposers.push(
          c.subscribe(
            { operationName: 'OnUpdateTrade', query: ON_UPDATE_TRADE, variables: { userId } },
            sink((data) => emit('onTradeUpdate', parseTrade(field(data.updateTrade, 'trade')))),
          ),
          c.subscribe(
            { operationName: 'OnUpdateWallet', query: ON_UPDATE_WALLET },
            sink((data) => emit('onWalletUpdate', parseWallet(field(data.updateWallet, 'wallet')))),
          ),
        );
      },
      (error: Error) => emit('onError', error),
    );
  }

  /** An unauthenticated answer renews the session and reconnects, so the new cookie is sent. */
  function handleErrors(errors: readonly GraphqlErrorBody[]) {
    const error = mapGraphqlError(errors[0] ?? { message: 'Feed error' });
    emit('onError', error);
    if (!(error instanceof UnauthenticatedError) || closing) return;
    options.renewSession().then(
      () => restart(),
      (renewError: Error) => emit('onError', renewError),
    );
  }

  function restart() {
    stop();
    start();
  }

  function stop() {
    closing = true;
    disposers.forEach((dispose) => dispose());
    disposers = [];
    client = null;
    disposeClient();
    disposeClient = () => undefined;
  }

  return {
    add(l: CsgorollFeedListeners): () => void {
      listeners.add(l);
      if (!client) start();
      else if (state !== 'closed') l.onConnectionState?.(state);
      return () => {
        listeners.delete(l);
        if (listeners.size === 0) close();
      };
    },
    state: () => state,
    close,
  };

  function close() {
    stop();
    setState('closed');
  }
}

const field = (value: unknown, key: string) =>
  value && typeof value === 'object'
    ? ((value as Record<string, unknown>)[key] as Record<string, unknown>)
    : null;

const asError = (error: unknown) => (error instanceof Error ? error : new Error('The feed socket failed.'));
