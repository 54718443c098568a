import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { CLIENT_TIMEOUTS } from '../app';
import { createTestApp } from '../../test/test-app';

/** The real timeouts, shortened so the test does not wait half a minute for each. */
const short = { headersMs: 400, requestMs: 800, keepAliveMs: 300, checkEveryMs: 100 };
const { app } = await createTestApp({}, { clientTimeouts: short });
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;

/**
 * Opens a socket, sends `first`, then one more byte every 100 ms (a slow-loris client) until the
 * server closes the socket; answers what the server sent back.
 */
function trickle(first: string, more = 'a'): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(first);
      timer = setInterval(() => socket.writable && socket.write(more), 100);
    });
    socket.on('data', (chunk) => (received += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve(received);
    });
    setTimeout(() => {
      clearInterval(timer);
      socket.destroy();
      reject(new Error('the server kept the slow client'));
    }, 10_000).unref();
  });
}

describe('slow clients', () => {
  it('are cut off when the body trickles in', async () => {
    const answer = await trickle(
      'POST /api/signin HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100000\r\n\r\nusername=',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('are cut off when the headers never end', async () => {
    const answer = await trickle('GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('lose an idle keep-alive connection', async () => {
    const closed = await new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () =>
        socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n'),
      );
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('close', () => resolve(received));
    });
    expect(closed).toMatch(/^HTTP\/1\.1 200/);
  });

  it('are given 10 s for headers, 30 s for the whole request and 5 s idle between requests', () => {
    expect(CLIENT_TIMEOUTS).toEqual({
      headersMs: 10_000,
      requestMs: 30_000,
      keepAliveMs: 5_000,
      checkEveryMs: 1_000,
    });
  });
});
