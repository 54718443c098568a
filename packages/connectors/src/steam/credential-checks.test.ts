// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { InvalidSecretError, ProxyFailedError } from '../types/errors';
import { assertAuthenticatorSecret, parseSocks5Proxy } from './credential-checks';

describe('Steam credential checks', () => {
  it('accepts a 20-byte base64 secret and refuses anything else', () => {
    expect(() =>
      assertAuthenticatorSecret('shared_secret', Buffer.alloc(20, 7).toString('base64')),
    ).not.toThrow();
    expect(() => assertAuthenticatorSecret('shared_secret', Buffer.alloc(16).toString('base64'))).toThrow(
      InvalidSecretError,
    );
    expect(() => assertAuthenticatorSecret('identity_secret', 'not base64!')).toThrow(
      'The identity_secret must be 20 bytes written in base64 (28 characters).',
    );
  });

  it('reads a SOCKS5 proxy URL with credentials and refuses other schemes', () => {
    expect(parseSocks5Proxy('socks5://us%40r:p%3Ass@10.0.0.2:1080')).toEqual({
      host: '10.0.0.2',
      port: 1080,
      username: 'us@r',
      password: 'p:ss',
    });
    expect(() => parseSocks5Proxy('http://10.0.0.2:8080')).toThrow(ProxyFailedError);
    expect(() => parseSocks5Proxy('socks5://10.0.0.2')).toThrow(
      'The proxy needs a host and a port (socks5://host:port).',
    );
    expect(() => parseSocks5Proxy('10.0.0.2:1080')).toThrow(ProxyFailedError);
  });
});
