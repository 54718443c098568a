import { defineEndpoint } from '@skinpilot/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-error';
import { call, setUnauthorizedHandler } from './http-client';
import { tokenStore } from './token-store';

const signIn = defineEndpoint({
  method: 'POST',
  path: '/signin',
  api: 'main',
  auth: 'none',
  encoding: 'form',
  summary: 'test',
  body: z.object({ username: z.string(), password: z.string() }),
  response: z.object({ access_token: z.string() }),
});
const account = defineEndpoint({
  method: 'GET',
  path: '/accounts/:id',
  api: 'trading',
  auth: 'user',
  summary: 'test',
  params: z.object({ id: z.string() }),
  query: z.object({ fresh: z.boolean().optional() }),
  response: z.object({ id: z.string() }),
});

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('call', () => {
  it('posts form-encoded bodies where the contract says form', async () => {
    fetchMock.mockResolvedValue(answer(200, { access_token: 't' }));
    await expect(call(signIn, { body: { username: 'a@b.c', password: 'p w' } })).resolves.toEqual({
      access_token: 't',
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/signin');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe(
      'application/x-www-form-urlencoded',
    );
    expect(init?.body).toBe('username=a%40b.c&password=p+w');
  });

  it('adds the bearer token, the trading base, path parameters and the query', async () => {
    tokenStore.set('abc');
    fetchMock.mockResolvedValue(answer(200, { id: '7656' }));
    await call(account, { params: { id: '7656 1' }, query: { fresh: true } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/trading/accounts/7656%201?fresh=true');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer abc');
  });

  it("surfaces the server's detail as the message", async () => {
    fetchMock.mockResolvedValue(answer(409, { detail: 'Email already registered.' }));
    const error = await call(signIn, { body: { username: 'a', password: 'b' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Email already registered.');
    expect((error as ApiError).status).toBe(409);
  });

  it("reads the sentence of a detail that carries next_update_in (the refresh's 429)", async () => {
    const sentence = 'All accounts were recently updated. Try again in 7 minutes';
    fetchMock.mockResolvedValue(answer(429, { detail: { next_update_in: 7, message: sentence } }));
    const error = await call(signIn, { body: { username: 'a', password: 'b' } }).catch((e: unknown) => e);
    expect((error as ApiError).detail).toBe(sentence);
  });

  it('drops the token and signs out on any 401', async () => {
    tokenStore.set('expired');
    const signedOut = vi.fn();
    setUnauthorizedHandler(signedOut);
    fetchMock.mockResolvedValue(answer(401, { detail: 'Could not validate credentials.' }));
    await expect(call(account, { params: { id: '1' } })).rejects.toThrow('Could not validate credentials.');
    expect(tokenStore.get()).toBeNull();
    expect(signedOut).toHaveBeenCalledOnce();
  });

  it('gives up after the timeout with a sentence', async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    await expect(call(account, { params: { id: '1' }, timeoutMs: 20 })).rejects.toThrow(
      'The server took too long to answer. Please try again.',
    );
  });
});
