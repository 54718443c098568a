import WebSocket from 'ws';
import type { FeedConnectionState } from '../types/csgoroll';
import { GatewayRefusedError, PlatformUnavailableError, UnauthenticatedError } from '../types/errors';
import type { GraphqlErrorBody } from './map-error';
import { writeTextFrame } from './write-frame';

/** A result frame's payload: `{ data }` or `{ errors }` (execution errors arrive inside `next`). */
export type FramePayload = { data?: Record<string, unknown> | null; errors?: GraphqlErrorBody[] };

export type SocketSink = {
  /** `receivedAt` is performance.now() when the frame came off the socket, before parsing. */
  next(payload: FramePayload, receivedAt: number): void;
  /** An `error` frame: the operation failed validation or was refused; it is over. */
  error(errors: GraphqlErrorBody[]): void;
  /**
   * Reads a frame's text before it is parsed (the listing feed, issue 30): true when it was this
   * operation's frame and was handled from its text; the frame is then parsed after the current
   * turn of the event loop and `next` still follows. `id` is this operation's id. At most one
   * subscription reads raw frames.
   */
  raw?(text: string, receivedAt: number, id: string): boolean;
};

type SocketOptions = {
  url: string;
  /** Read at every (re)connect, so a renewed session cookie is used. */
  headers: () => Record<string, string>;
  /** Ping interval; a socket silent for two intervals is dropped and reopened. */
  keepAliveMs?: number;
  maxRetryDelayMs?: number;
  onState: (state: FeedConnectionState) => void;
  onError: (error: Error) => void;
  /**
   * The server refused the session (handshake 401 or close 4401/4403); renew it or throw. A 403 at
   * the handshake is the gateway refusing the client, reported as GatewayRefusedError instead.
   */
  onUnauthorized: () => Promise<void>;
  /** For tests and the benchmark's probes; the `ws` package otherwise. */
  webSocketImpl?: typeof WebSocket;
};

/** Back-off between reconnects: 0.5 s doubling to the cap, with jitter so accounts do not stampede. */
function retryDelay(attempt: number, capMs: number): number {
  const base = Math.min(capMs, 500 * 2 ** attempt);
  return base / 2 + Math.random() * (base / 2);
}

const ACK_TIMEOUT_MS = 10_000;
const PING = '{"type":"ping"}';
const PONG = '{"type":"pong","payload":{}}';

export type Operation = { frame: string; sink: SocketSink; oneShot: boolean; onClosed?: () => void };

/** A one-shot operation's sink until its caller sets one (right after the write, in the same turn). */
const NO_SINK: SocketSink = { next: () => undefined, error: () => undefined };

/**
 * A graphql-transport-ws connection written for the race: the frame's arrival is stamped before
 * anything else, each frame is parsed once, and a join goes out as one prebuilt string on the
 * socket that is already open. Subscriptions are re-sent after every reconnect; one-shot
 * operations (mutations) are not, since one may have run: they fail instead.
 */
export function createSocket(options: SocketOptions) {
  const Impl = options.webSocketImpl ?? WebSocket;
  const keepAliveMs = options.keepAliveMs ?? 15_000;
  const operations = new Map<string, Operation>();
  /** The subscription that reads frames from their text first (the listing feed), if any. */
  let rawReader: { id: string; sink: SocketSink } | null = null;
  let nextId = 0;
  let socket: WebSocket | null = null;
  let ready = false;
  let running = false;
  let attempt = 0;
  let lastSeen = 0;
  let retryTimer: NodeJS.Timeout | null = null;
  let ackTimer: NodeJS.Timeout | null = null;
  let pinger: NodeJS.Timeout | null = null;

  function connect() {
    retryTimer = null;
    if (!running) return;
    options.onState(attempt === 0 ? 'connecting' : 'reconnecting');
    let opened: WebSocket;
    try {
      opened = new Impl(options.url, 'graphql-transport-ws', {
        headers: options.headers(),
        // Deflate would inflate every frame on zlib's thread pool: latency on the hot path.
        perMessageDeflate: false,
      });
    } catch (error) {
      options.onError(
        new PlatformUnavailableError('The CSGORoll socket could not be opened.', { cause: error }),
      );
      return schedule();
    }
    socket = opened;
    let unauthorized = false;
    opened.on('open', () => {
      opened.send('{"type":"connection_init"}');
      ackTimer = setTimeout(() => opened.terminate(), ACK_TIMEOUT_MS);
    });
    opened.on('message', (data: Buffer) => handle(opened, data, performance.now()));
    opened.on('error', (error: Error) => {
      if (/Unexpected server response: 401/.test(error.message)) unauthorized = true;
      // Cloudflare in front of the router refuses clients that do not look like a browser; renewing
      // the session cannot help, its gateway cookies can. Retried with back-off meanwhile.
      else if (/Unexpected server response: 403/.test(error.message))
        options.onError(new GatewayRefusedError());
      else options.onError(new PlatformUnavailableError('The CSGORoll socket failed.', { cause: error }));
    });
    opened.on('close', (code: number) => {
      if (socket !== opened) return;
      socket = null;
      ready = false;
      clear();
      failOneShots();
      if (!running) return;
      if (unauthorized || code === 4401 || code === 4403) {
        options.onUnauthorized().then(schedule, (error: Error) => {
          options.onError(error);
          if (!(error instanceof UnauthenticatedError)) schedule();
          else stop();
        });
      } else schedule();
    });
  }

  function handle(from: WebSocket, data: Buffer, receivedAt: number) {
    lastSeen = receivedAt;
    const text = data.toString();
    if (rawReader !== null && rawReader.sink.raw!(text, receivedAt, rawReader.id)) {
      // Handled from its text (the joins are written): the full parse comes after this turn.
      setImmediate(parse, from, text, receivedAt);
      return;
    }
    parse(from, text, receivedAt);
  }

  function parse(from: WebSocket, text: string, receivedAt: number) {
    let message: { type?: unknown; id?: unknown; payload?: unknown };
    try {
      message = JSON.parse(text) as typeof message;
    } catch {
      options.onError(new PlatformUnavailableError('CSGORoll sent a socket frame that is not JSON.'));
      return;
    }
    if (message === null || typeof message !== 'object') return;
    switch (message.type) {
      case 'next': {
        const operation = operations.get(message.id as string);
        if (!operation) return;
        const payload = (
          message.payload !== null && typeof message.payload === 'object' ? message.payload : {}
        ) as FramePayload;
        if (operation.oneShot) operations.delete(message.id as string);
        operation.sink.next(payload, receivedAt);
        return;
      }
      case 'error': {
        const operation = operations.get(message.id as string);
        if (!operation) return;
        operations.delete(message.id as string);
        const errors = Array.isArray(message.payload) ? (message.payload as GraphqlErrorBody[]) : [{}];
        operation.sink.error(errors);
        return;
      }
      case 'complete':
        operations.delete(message.id as string);
        return;
      case 'ping':
        from.send(PONG);
        return;
      case 'connection_ack':
        if (ackTimer) clearTimeout(ackTimer);
        ready = true;
        attempt = 0;
        options.onState('connected');
        for (const operation of operations.values()) if (!operation.oneShot) from.send(operation.frame);
        pinger = setInterval(() => keepAlive(from), keepAliveMs);
        pinger.unref();
        return;
      default:
      // pong and frames of later protocol versions: nothing to do.
    }
  }

  /** Pings keep NATs and proxies from closing an idle socket; a silent socket is replaced. */
  function keepAlive(from: WebSocket) {
    if (performance.now() - lastSeen > keepAliveMs * 2) from.terminate();
    else from.send(PING);
  }

  function schedule() {
    if (!running || retryTimer) return;
    retryTimer = setTimeout(connect, retryDelay(attempt, options.maxRetryDelayMs ?? 30_000));
    retryTimer.unref();
    attempt += 1;
  }

  function clear() {
    if (ackTimer) clearTimeout(ackTimer);
    if (pinger) clearInterval(pinger);
    ackTimer = pinger = null;
  }

  function failOneShots() {
    for (const [id, operation] of operations)
      if (operation.oneShot) {
        operations.delete(id);
        operation.onClosed?.();
      }
  }

  function stop() {
    running = false;
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
    clear();
    const open = socket;
    socket = null;
    ready = false;
    failOneShots();
    open?.close(1000);
    options.onState('closed');
  }

  return {
    isReady: () => ready,
    start() {
      if (running) return;
      running = true;
      attempt = 0;
      connect();
    },
    /** Drops the socket and opens a new one (after a session renewal). */
    restart() {
      if (!running) return;
      socket?.terminate();
    },
    stop,
    /** A subscription kept across reconnects; the returned function completes it. */
    subscribe(operationName: string, query: string, variables: Record<string, unknown>, sink: SocketSink) {
      // Ids are a counter: unique on this socket, and no random bytes drawn (one-shots use `j<n>`).
      const id = `s${++nextId}`;
      const frame = JSON.stringify({ id, type: 'subscribe', payload: { operationName, query, variables } });
      const operation: Operation = { frame, sink, oneShot: false };
      operations.set(id, operation);
      if (sink.raw) rawReader = { id, sink };
      if (ready) socket!.send(frame);
      return () => {
        if (rawReader?.id === id) rawReader = null;
        if (operations.delete(id) && ready) socket!.send(`{"id":"${id}","type":"complete"}`);
      };
    },
    /**
     * Writes one operation on the open socket, before anything else, and answers its record: the
     * caller sets its `sink` and `onClosed` right after, in the same turn (no answer can arrive
     * before). `frame` must carry `id` (built by the caller so the hot path makes one string). It is
     * written straight on the TCP socket when it can be (writeTextFrame), through `ws` otherwise. Null
     * when the socket is not ready: the caller uses HTTP instead.
     */
    send(id: string, frame: string): Operation | null {
      if (!ready) return null;
      if (!writeTextFrame(socket!, frame)) socket!.send(frame);
      const operation: Operation = { frame, sink: NO_SINK, oneShot: true };
      operations.set(id, operation);
      return operation;
    },
  };
}

export type CsgorollSocket = ReturnType<typeof createSocket>;
