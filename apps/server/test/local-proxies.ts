import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

/** Where a server listens on loopback, once it listens. */
async function listen(server: net.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return (server.address() as AddressInfo).port;
}

/** An IP-echo service like api.ipify.org: answers the address the request came from. */
export async function startIpEcho(): Promise<string> {
  const server = http.createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ ip: req.socket.remoteAddress?.replace(/^::ffff:/, '') }));
  });
  return `http://127.0.0.1:${await listen(server)}/?format=json`;
}

/**
 * A minimal SOCKS5 proxy (RFC 1928 CONNECT, RFC 1929 username/password) that counts the
 * connections it relayed, so a test can tell the traffic really went through it.
 */
export async function startSocks5Proxy(credentials: { user: string; pass: string }) {
  const stats = { relayed: 0 };
  const server = net.createServer((client) => {
    client.once('data', (greeting) => {
      if (greeting[0] !== 5) return client.destroy();
      client.write(Buffer.from([5, 2]));
      client.once('data', (auth) => {
        const userLength = auth[1]!;
        const user = auth.subarray(2, 2 + userLength).toString();
        const pass = auth.subarray(3 + userLength, 3 + userLength + auth[2 + userLength]!).toString();
        const ok = user === credentials.user && pass === credentials.pass;
        client.write(Buffer.from([1, ok ? 0 : 1]));
        if (!ok) return client.end();
        client.once('data', (request) => {
          const { host, port } = socksTarget(request);
          const upstream = net.connect(port, host, () => {
            stats.relayed += 1;
            client.write(Buffer.from([5, 0, 0, 1, 0, 0, 0, 0, 0, 0]));
            upstream.pipe(client);
            client.pipe(upstream);
          });
          upstream.on('error', () => client.destroy());
        });
      });
    });
    client.on('error', () => undefined);
  });
  const port = await listen(server);
  return { url: `socks5://${credentials.user}:${credentials.pass}@127.0.0.1:${port}`, port, stats };
}

function socksTarget(request: Buffer): { host: string; port: number } {
  const type = request[3];
  if (type === 1) return { host: [...request.subarray(4, 8)].join('.'), port: request.readUInt16BE(8) };
  const length = request[4]!;
  return { host: request.subarray(5, 5 + length).toString(), port: request.readUInt16BE(5 + length) };
}

/** A minimal HTTP proxy that tunnels CONNECT requests carrying the expected Basic credentials. */
export async function startHttpConnectProxy(credentials: { user: string; pass: string }) {
  const stats = { relayed: 0 };
  const expected = `Basic ${Buffer.from(`${credentials.user}:${credentials.pass}`).toString('base64')}`;
  const server = http.createServer((_req, res) => res.writeHead(405).end());
  server.on('connect', (req, client: net.Socket) => {
    if (req.headers['proxy-authorization'] !== expected) {
      client.end('HTTP/1.1 407 Proxy Authentication Required\r\n\r\n');
      return;
    }
    const [host, port] = (req.url ?? '').split(':');
    const upstream = net.connect(Number(port), host, () => {
      stats.relayed += 1;
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  const port = await listen(server);
  return { url: `http://${credentials.user}:${credentials.pass}@127.0.0.1:${port}`, port, stats };
}

/** A port with nothing listening: connections to it are refused at once. */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
