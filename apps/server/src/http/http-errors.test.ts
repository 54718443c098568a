import Fastify from 'fastify';
import formBody from '@fastify/formbody';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { defineEndpoint } from '@skinpilot/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BODY_LIMIT_BYTES } from '../app';
import { AppError } from '../errors/app-error';
import { installErrorHandler } from './error-handler';
import { registerEndpoint } from './register-endpoint';

const echo = defineEndpoint({
  method: 'POST',
  path: '/echo',
  api: 'main',
  auth: 'none',
  summary: 'test',
  body: z.strictObject({ name: z.string().min(3), age: z.number().int().optional() }),
  response: z.object({ name: z.string() }),
});
const form = defineEndpoint({
  method: 'POST',
  path: '/form',
  api: 'main',
  auth: 'none',
  encoding: 'form',
  summary: 'test',
  body: z.object({ username: z.string() }),
  response: z.object({ username: z.string(), secret: z.string().optional() }),
});
const leaky = defineEndpoint({
  method: 'GET',
  path: '/leaky',
  api: 'main',
  auth: 'none',
  summary: 'test',
  response: z.object({ id: z.string() }),
});

const app = Fastify({ bodyLimit: BODY_LIMIT_BYTES });

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  await app.register(formBody);
  registerEndpoint(app, echo, (request) => ({ name: request.body.name }));
  registerEndpoint(app, form, (request) => ({ username: request.body.username }));
  registerEndpoint(app, leaky, () => ({ id: '1', password_hash: 'x' }) as { id: string });
  app.get('/conflict', () => {
    throw new AppError('rate_limited', 'Slow down.', { retryAfterSeconds: 30 });
  });
  app.get('/boom', () => {
    throw new Error('database password is hunter2');
  });
  await app.ready();
});

const post = (payload: string, contentType = 'application/json') =>
  app.inject({ method: 'POST', url: '/echo', payload, headers: { 'content-type': contentType } });

describe('bad input answers a 4xx with a human detail', () => {
  it('malformed JSON is a 400', async () => {
    const res = await post('{"name":');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'The request body is not valid JSON.' });
  });

  it('a wrong content type is a 415', async () => {
    const res = await post('name=abc', 'text/plain');
    expect(res.statusCode).toBe(415);
    expect(res.json().detail).toBe('This call takes application/json, not text/plain.');
  });

  it('a form where JSON is expected is a 415 naming the expected type', async () => {
    const res = await post('name=abc', 'application/x-www-form-urlencoded');
    expect(res.statusCode).toBe(415);
    expect(res.json().detail).toContain('application/json');
  });

  it('a body over 1 MiB is a 413', async () => {
    const res = await post(JSON.stringify({ name: 'x'.repeat(BODY_LIMIT_BYTES) }));
    expect(res.statusCode).toBe(413);
    expect(res.json().detail).toMatch(/1 MiB/);
  });

  it('an unknown field is a 422 naming it', async () => {
    const res = await post(JSON.stringify({ name: 'abcd', role: 'admin' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([expect.objectContaining({ field: 'role' })]);
    expect(res.json().detail).toMatch(/role/);
  });

  it('a field that breaks its rule is a 422 with a sentence and the field', async () => {
    const res = await post(JSON.stringify({ name: 'ab' }));
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.detail).toMatch(/^Invalid body: name /);
    expect(body.errors[0].field).toBe('name');
  });

  it('form-encoded calls accept forms', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/form',
      payload: 'username=trader',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ username: 'trader' });
  });
});

describe('answers', () => {
  it('never carry fields the contract does not name', async () => {
    const res = await app.inject({ method: 'GET', url: '/leaky' });
    expect(res.json()).toEqual({ id: '1' });
  });

  it('service errors keep their status, detail and Retry-After', async () => {
    const res = await app.inject({ method: 'GET', url: '/conflict' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.json()).toEqual({ detail: 'Slow down.' });
  });

  it('an unexpected failure is a 500 that hides its cause', async () => {
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('hunter2');
    expect(res.json().detail).toMatch(/went wrong/);
  });

  it('an unknown path is a JSON 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/nothing-here?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'No such endpoint: GET /nothing-here.' });
  });
});
