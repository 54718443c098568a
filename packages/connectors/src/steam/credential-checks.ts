import { InvalidSecretError, ProxyFailedError } from '../types/errors';

/** shared_secret and identity_secret are HMAC keys of exactly 20 bytes, written in base64. */
export function assertAuthenticatorSecret(name: 'shared_secret' | 'identity_secret', value: string): void {
  const trimmed = value.trim();
  const isBase64 = /^[A-Za-z0-9+/]+={0,2}$/.test(trimmed) && trimmed.length % 4 === 0;
  if (!isBase64 || Buffer.from(trimmed, 'base64').length !== 20) {
    throw new InvalidSecretError(`The ${name} must be 20 bytes written in base64 (28 characters).`);
  }
}

export type ProxyAddress = { host: string; port: number; username?: string; password?: string };

/** Only SOCKS5 proxies are accepted: the Steam libraries and our agent speak SOCKS5. */
export function parseSocks5Proxy(proxy: string): ProxyAddress {
  let url: URL;
  try {
    url = new URL(proxy.trim());
  } catch {
    throw new ProxyFailedError('The proxy must be a URL like socks5://user:pass@host:port.');
  }
  if (url.protocol !== 'socks5:' && url.protocol !== 'socks5h:') {
    throw new ProxyFailedError('Only SOCKS5 proxies are supported (socks5://host:port).');
  }
  const port = Number(url.port);
  if (!url.hostname || !Number.isInteger(port) || port < 1 || port > 65535) {
    throw new ProxyFailedError('The proxy needs a host and a port (socks5://host:port).');
  }
  return {
    host: url.hostname,
    port,
    ...(url.username ? { username: decodeURIComponent(url.username) } : {}),
    ...(url.password ? { password: decodeURIComponent(url.password) } : {}),
  };
}
