import { get } from 'node:https';
import { SocksProxyAgent } from 'socks-proxy-agent';
import type { ProxyCheck } from '../types/steam';
import { ProxyFailedError } from '../types/errors';
import { parseSocks5Proxy } from './credential-checks';

/** Answers the caller's public IP as plain text; reached through the proxy it reports the exit IP. */
const IP_ECHO_URL = 'https://api.ipify.org';
const CHECK_TIMEOUT_MS = 10_000;

/** One agent per proxy URL: the account's Steam traffic and its checks share the same tunnel. */
export function proxyAgent(proxy: string): SocksProxyAgent {
  parseSocks5Proxy(proxy);
  // socks5h resolves names on the proxy, so DNS does not leak the account's real location.
  return new SocksProxyAgent(proxy.trim().replace(/^socks5:/, 'socks5h:'), { timeout: CHECK_TIMEOUT_MS });
}

export function checkProxyLive(proxy: string): Promise<ProxyCheck> {
  const agent = proxyAgent(proxy);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = get(IP_ECHO_URL, { agent, timeout: CHECK_TIMEOUT_MS }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        const exitIp = body.trim();
        if (response.statusCode !== 200 || !/^[\d.:a-fA-F]+$/.test(exitIp)) {
          reject(new ProxyFailedError('The proxy answered, but not with a usable connection.'));
        } else resolve({ exitIp, latencyMs: Math.round(performance.now() - started) });
      });
    });
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (cause) =>
      reject(new ProxyFailedError('The proxy could not be reached.', { cause })),
    );
  });
}
