// @vitest-environment node
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '../test-support/wait-for';
import { GatewayRefusedError, UnauthenticatedError } from '../types/errors';
import { createCsgorollClient } from './csgoroll-client';
import { resolveEndpoints } from './endpoints';

/** A gateway on loopback that answers every socket upgrade with `status`, as Cloudflare does. */
const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise((r) => server.close(r));
});

async function gateway(status: number) {
  const upgrades: IncomingHttpHeaders[] = [];
  const server = createServer((_, res) => res.writeHead(404).end());
  server.on('upgrade', (request, socket) => {
    upgrades.push(request.headers);
    socket.end(`HTTP/1.1 ${status} Forbidden\r\ncontent-length: 0\r\nconnection: close\r\n\r\n`);
  });
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  const endpoints = resolveEndpoints({
    graphqlUrl: 'https://router.csgoroll.com/graphql',
    wsUrl: `ws://127.0.0.1:${port}/ws`,
  });
  const client = createCsgorollClient(
    endpoints,
    { method: 'cookie', cookie: 'Cookie: session=s%3Aabc; cf_clearance=cf1; __cf_bm=bm2' },
    { maxRetryDelayMs: 50 },
  );
  return { client, upgrades };
}

describe('CSGORoll gateway at the socket upgrade', () => {
  it('sends the full cookie header and browser-like headers, and types a 403 as the gateway refusing, not as the session', async () => {
    const { client, upgrades } = await gateway(403);
    const errors: Error[] = [];
    client.subscribeAccount({ onError: (e) => errors.push(e) });
    await waitFor(() => errors.some((e) => e instanceof GatewayRefusedError) || undefined);
    await client.close();

    const refusal = errors.find((e) => e instanceof GatewayRefusedError)!;
    expect(refusal.message).toBe(
      "CSGORoll's gateway refused the connection (HTTP 403). Copy the full cookie header, including cf_clearance and __cf_bm, from a browser on the same IP as the account's proxy.",
    );
    expect(errors.some((e) => e instanceof UnauthenticatedError)).toBe(false);
    expect(upgrades[0]).toMatchObject({
      cookie: 'session=s%3Aabc; cf_clearance=cf1; __cf_bm=bm2',
      origin: 'https://www.csgoroll.com',
      'accept-language': expect.stringContaining('en'),
      'user-agent': expect.stringMatching(/^Mozilla\/5\.0 .*Chrome\//),
    });
  });

  it('still treats a 401 at the upgrade as a refused session', async () => {
    const { client } = await gateway(401);
    const errors: Error[] = [];
    client.subscribeAccount({ onError: (e) => errors.push(e) });
    // A pasted cookie cannot be renewed: the renewal fails as Unauthenticated.
    await waitFor(() => errors.some((e) => e instanceof UnauthenticatedError) || undefined);
    await client.close();
    expect(errors.some((e) => e instanceof GatewayRefusedError)).toBe(false);
  });
});
