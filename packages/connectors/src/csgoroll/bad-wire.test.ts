// @vitest-environment node
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer, type WebSocket } from 'ws';
import { waitFor } from '../test-support/wait-for';
import type { CsgorollTrade, FeedConnectionState } from '../types/csgoroll';
import { PlatformUnavailableError, UnauthenticatedError } from '../types/errors';
import { createCsgorollClient } from './csgoroll-client';
import { resolveEndpoints } from './endpoints';

/**
 * A misbehaving CSGORoll on loopback: whatever it sends, the client answers with typed errors or a
 * reconnect, never an unhandled rejection or a crash (vitest fails the run on either).
 */
type Script = (
  socket: WebSocket,
  message: { type: string; id?: string; payload?: { operationName?: string } },
) => void;

const servers: WebSocketServer[] = [];
afterEach(async () => {
  for (const wss of servers.splice(0)) {
    wss.clients.forEach((c) => c.terminate());
    await new Promise((r) => wss.close(r));
  }
});

async function fakeRoll(script: Script) {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1', path: '/ws' });
  servers.push(wss);
  await new Promise((r) => wss.once('listening', r));
  let connections = 0;
  wss.on('connection', (socket) => {
    connections += 1;
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw));
      if (message.type === 'connection_init') socket.send('{"type":"connection_ack"}');
      else script(socket, message);
    });
  });
  const { port } = wss.address() as AddressInfo;
  const endpoints = resolveEndpoints({
    graphqlUrl: `http://127.0.0.1:${port}/graphql`,
    wsUrl: `ws://127.0.0.1:${port}/ws`,
  });
  const client = createCsgorollClient(
    endpoints,
    { method: 'cookie', cookie: 'session=x' },
    { maxRetryDelayMs: 50 },
  );
  return { client, connections: () => connections };
}

describe('bad input from the wire', () => {
  it('skips frames that are not JSON, of unknown types, or without a payload, and reads wrongly typed fields leniently', async () => {
    const { client } = await fakeRoll((socket, message) => {
      if (message.payload?.operationName !== 'OnCreateTrade') return;
      socket.send('this is not json');
      socket.send('{"type":"surprise","id":"x"}');
      socket.send(JSON.stringify({ type: 'next', id: message.id, payload: null }));
      socket.send(
        JSON.stringify({
          type: 'next',
          id: message.id,
          payload: {
            data: {
              createTrades: {
                trades: [
                  { id: 5, totalValue: 'abc' },
                  null,
                  {
                    id: 'VHJhZGU6MQ',
                    status: 'SOMETHING_NEW',
                    totalValue: '12.5',
                    tradeItems: 'nope',
                    canJoin: 'yes',
                    brandNewField: { nested: true },
                  },
                ],
              },
            },
          },
        }),
      );
    });
    const trades: CsgorollTrade[] = [];
    const errors: Error[] = [];
    client.subscribeListings({ onNewTrades: (t) => trades.push(...t), onError: (e) => errors.push(e) });
    await waitFor(() => trades.length > 0);
    expect(trades).toHaveLength(1);
    expect(trades[0]).toMatchObject({
      id: 'VHJhZGU6MQ',
      status: 'CANCELLED',
      totalValue: 12.5,
      tradeItems: [],
      canJoin: null,
    });
    expect(errors.some((e) => e instanceof PlatformUnavailableError && /not JSON/.test(e.message))).toBe(
      true,
    );
    await client.close();
  });

  it('hands on scanned listings only from whole frames of the feed, before their parse, and never from a truncated or malformed one', async () => {
    const trade = (id: string) => ({
      id,
      status: 'LISTED',
      totalValue: 10,
      markupPercent: 1,
      createdAt: '2026-11-28T01:00:00.000Z',
      tradeItems: [
        {
          marketName: 'AK-47 | Redline (Field-Tested)',
          value: 10,
          stickers: [],
          itemVariant: { name: 'Redline', brand: 'AK-47', value: 9.9, externalId: 'x' },
        },
      ],
    });
    const frame = (id: string, operation: string) =>
      JSON.stringify({
        id: operation,
        type: 'next',
        payload: { data: { createTrades: { trades: [trade(id)] } } },
      });
    const { client } = await fakeRoll((socket, message) => {
      if (message.payload?.operationName !== 'OnCreateTrade') return;
      const whole = frame('VHJhZGU6Mg', message.id!);
      socket.send(frame('VHJhZGU6MQ', message.id!).slice(0, -3));
      socket.send(frame('VHJhZGU6MQ', message.id!).replace('"tradeItems":[', '"tradeItems":[,'));
      socket.send(frame('VHJhZGU6MQ', 'another-operation'));
      socket.send(whole);
    });
    const seen: string[] = [];
    client.subscribeListings({
      onListingScan: (listings) => seen.push(...listings.map((l) => `scan ${l.id} ${l.totalValue}`)),
      onNewTrades: (trades) => seen.push(...trades.map((t) => `parse ${t.id}`)),
    });
    await waitFor(() => seen.length >= 2 || undefined);
    // Let anything else that was coming arrive.
    await new Promise((r) => setTimeout(r, 100));
    expect(seen).toEqual(['scan VHJhZGU6Mg 10', 'parse VHJhZGU6Mg']);
    await client.close();
  });

  it('types an error frame in the middle of a subscription and tries to renew the session', async () => {
    const { client } = await fakeRoll((socket, message) => {
      if (message.payload?.operationName !== 'OnCreateTrade') return;
      socket.send(
        JSON.stringify({ type: 'next', id: message.id, payload: { data: { createTrades: { trades: [] } } } }),
      );
      socket.send(
        JSON.stringify({ type: 'error', id: message.id, payload: [{ message: 'unauthenticated' }] }),
      );
    });
    const errors: Error[] = [];
    client.subscribeListings({ onError: (e) => errors.push(e) });
    // A pasted cookie cannot be renewed: first the error, then the failed renewal, both typed.
    await waitFor(() => errors.filter((e) => e instanceof UnauthenticatedError).length >= 2 || undefined);
    await client.close();
  });

  it('reconnects with back-off when the socket closes, and fails a join cut off mid-flight', async () => {
    const { client, connections } = await fakeRoll((socket, message) => {
      // Joins are never answered: the server drops the connection instead.
      if (message.payload?.operationName === 'JoinTrades') socket.terminate();
    });
    const states: FeedConnectionState[] = [];
    client.subscribeAccount({ onConnectionState: (s) => states.push(s) });
    await waitFor(() => states.includes('connected'));
    await expect(client.joinTrades(['VHJhZGU6MQ'])).rejects.toBeInstanceOf(PlatformUnavailableError);
    await waitFor(
      () => connections() >= 2 && states.lastIndexOf('connected') > states.indexOf('reconnecting'),
    );
    await client.close();
    expect(states.at(-1)).toBe('closed');
  });

  it('moves joins to HTTP when the socket refuses mutations with an error frame', async () => {
    let socketJoins = 0;
    const { client } = await fakeRoll((socket, message) => {
      if (message.payload?.operationName !== 'JoinTrades') return;
      socketJoins += 1;
      socket.send(
        JSON.stringify({
          type: 'error',
          id: message.id,
          payload: [{ message: 'Mutations are not supported here' }],
        }),
      );
    });
    const states: FeedConnectionState[] = [];
    client.subscribeAccount({ onConnectionState: (s) => states.push(s) });
    await waitFor(() => states.includes('connected'));
    // The fake serves no GraphQL over HTTP (it answers 426), which shows the join went there.
    await expect(client.joinTrades(['VHJhZGU6MQ'])).rejects.toThrow(/HTTP 426/);
    await expect(client.joinTrades(['VHJhZGU6Mg'])).rejects.toThrow(/HTTP 426/);
    expect(socketJoins).toBe(1);
    await client.close();
  });

  it('keeps trying with back-off while nothing listens on the socket address', async () => {
    const { client } = await fakeRoll(() => undefined);
    await new Promise<void>((r) => servers.pop()!.close(() => r()));
    const states: FeedConnectionState[] = [];
    const errors: Error[] = [];
    client.subscribeAccount({ onConnectionState: (s) => states.push(s), onError: (e) => errors.push(e) });
    await waitFor(() => (states.includes('reconnecting') && errors.length >= 3) || undefined);
    expect(errors.every((e) => e instanceof PlatformUnavailableError)).toBe(true);
    await client.close();
  });
});
