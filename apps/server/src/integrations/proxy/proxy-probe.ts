import http from 'node:http';
import https from 'node:https';
import type { Socket } from 'node:net';
import tls from 'node:tls';
import { SocksProxyAgent } from 'socks-proxy-agent';

export type ProbeResult = { ip: string; latencyMs: number };

/**
 * Connects through a proxy to an IP-echo service and answers the address the service saw: the
 * proxy's exit IP. Throws with a readable sentence when the proxy or the service cannot be reached.
 */
export type ProxyProbe = (proxyUrl: string) => Promise<ProbeResult>;

export type ProbeOptions = {
  /** An address that answers the caller's IP, as JSON `{ "ip": ... }` or as plain text. */
  ipCheckUrl: string;
  timeoutMs: number;
};

export function proxyProbe({ ipCheckUrl, timeoutMs }: ProbeOptions): ProxyProbe {
  return async (proxyUrl) => {
    const started = performance.now();
    const signal = AbortSignal.timeout(timeoutMs);
    const proxy = new URL(proxyUrl);
    const target = new URL(ipCheckUrl);
    const body = proxy.protocol.startsWith('socks')
      ? await getThrough(target, { agent: new SocksProxyAgent(proxy, { timeout: timeoutMs }) }, signal)
      : await getThrough(target, { createConnection: await tunnel(proxy, target, signal) }, signal);
    return { ip: parseIp(body), latencyMs: Math.round(performance.now() - started) };
  };
}

type Via = { agent?: http.Agent; createConnection?: () => Socket };

function getThrough(target: URL, via: Via, signal: AbortSignal): Promise<string> {
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(target, { ...via, signal, headers: { accept: 'application/json' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        if ((res.statusCode ?? 0) >= 400) reject(new Error(`The IP check answered ${res.statusCode}.`));
        else resolve(Buffer.concat(chunks).toString('utf8'));
      });
      res.on('error', reject);
    });
    request.on('error', (error) => reject(readable(error, signal)));
  });
}

/** Opens an HTTP CONNECT tunnel to the target (TLS on top for https) and hands back the socket. */
function tunnel(proxy: URL, target: URL, signal: AbortSignal): Promise<() => Socket> {
  const client = proxy.protocol === 'https:' ? https : http;
  const port = target.port || (target.protocol === 'https:' ? '443' : '80');
  const headers: Record<string, string> = { host: `${target.hostname}:${port}` };
  if (proxy.username) {
    const credentials = `${decodeURIComponent(proxy.username)}:${decodeURIComponent(proxy.password)}`;
    headers['proxy-authorization'] = `Basic ${Buffer.from(credentials).toString('base64')}`;
  }
  return new Promise((resolve, reject) => {
    const request = client.request({
      host: proxy.hostname,
      port: proxy.port,
      method: 'CONNECT',
      path: `${target.hostname}:${port}`,
      headers,
      signal,
    });
    request.on('connect', (res, socket) => {
      if (res.statusCode !== 200) {
        socket.destroy();
        reject(new Error(`The proxy refused the tunnel (${res.statusCode}).`));
        return;
      }
      const stream =
        target.protocol === 'https:' ? tls.connect({ socket, servername: target.hostname }) : socket;
      resolve(() => stream);
    });
    request.on('error', (error) => reject(readable(error, signal)));
    request.end();
  });
}

function parseIp(body: string): string {
  const text = body.trim();
  try {
    const parsed = JSON.parse(text) as { ip?: unknown; origin?: unknown };
    const ip = parsed.ip ?? parsed.origin;
    if (typeof ip === 'string' && ip) return ip;
  } catch {
    // Plain-text services answer the bare address.
  }
  if (/^[0-9a-fA-F:.]{2,45}$/.test(text)) return text;
  throw new Error('The IP check did not answer an address.');
}

function readable(error: Error, signal: AbortSignal): Error {
  if (signal.aborted) return new Error('The proxy did not answer in time.');
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ECONNREFUSED') return new Error('The proxy refused the connection.');
  if (code === 'ENOTFOUND') return new Error('The proxy host could not be found.');
  return new Error(error.message || 'The proxy connection failed.');
}
