import { randomUUID } from 'node:crypto';
import * as contract from '@skinpilot/contract';
import type { Endpoint } from '@skinpilot/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { seedCatalogue } from '../../test/billing';
import { fakeConnectors } from '../../test/fake-connectors';
import { userWithRole } from '../../test/roles';
import { createTestApp, testSecrets } from '../../test/test-app';
import { signToken, tokenKey } from '../modules/users/access-tokens';
import { users } from '../modules/users/users.schema';

/**
 * Every operation of the contract, fed what an attacker or a broken client sends: wrong types,
 * missing fields, huge and NUL-laden strings, lone surrogates, bodies nested a hundred thousand
 * levels deep, bad JSON, the wrong content type, odd path values.
 * Any 5xx fails. The calls are made as an admin so that admin-only operations get past the role
 * check; the token is minted afresh per operation, since some operations revoke it (sign-out, 2FA).
 */
const { app, database } = await createTestApp(
  { SIGNUPS_PER_ADDRESS_PER_HOUR: '100000' },
  { connectors: fakeConnectors().connectors },
);
await seedCatalogue(database.db);
const admin = await userWithRole(app, database.db, 'admin');

async function adminToken(): Promise<string> {
  const [row] = await database.db
    .select({ version: users.tokenVersion })
    .from(users)
    .where(eq(users.id, admin.id));
  return signToken(
    tokenKey(testSecrets.jwtSecret),
    'access',
    { userId: admin.id, version: row!.version },
    new Date(),
  );
}

const endpoints = (Object.values(contract) as unknown[]).filter(
  (value): value is Endpoint =>
    typeof value === 'object' &&
    value !== null &&
    'method' in value &&
    'path' in value &&
    'api' in value &&
    'response' in value,
);

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
  default?: unknown;
};

function jsonSchemaOf(schema: z.ZodType | undefined): JsonSchema | undefined {
  if (!schema) return undefined;
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return undefined;
  }
}

/** A plausible value for the schema, so one broken field at a time reaches deeper code. */
function plausible(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 5) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const option = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (option) return plausible(option, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, plausible(value, depth + 1)]),
      );
    case 'array':
      return [plausible(schema.items, depth + 1)];
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      if (schema.format === 'email') return 'fuzz@example.com';
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'uri') return 'https://example.com/a.png';
      return 'fuzz';
  }
}

const NUL = 'a\u0000b';
const HUGE = 'x'.repeat(200_000);
const LONE_SURROGATE = 'a\ud800b';
const DEEP_JSON = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
const oddValues: unknown[] = [
  'session=s\u00e9ssion\u00fc\u2603',
  LONE_SURROGATE,
  '\udc00',
  [LONE_SURROGATE],
  { [LONE_SURROGATE]: 1 },
  NUL,
  HUGE,
  '',
  12345,
  -1,
  1e308,
  true,
  null,
  [],
  {},
  [NUL],
  { a: NUL },
  '\u0007',
];
const oddPathValues = [
  'a%00b',
  '%00',
  'x'.repeat(2000),
  '-1',
  '0',
  '99999999999999999999999',
  '..%2F..',
  randomUUID(),
  '%E0%A4%A',
];

type Case = { label: string; path: string; query?: Record<string, unknown>; body?: string; type?: string };

function casesFor(endpoint: Endpoint): Case[] {
  const base = `${endpoint.api === 'trading' ? '/api/trading' : '/api'}${endpoint.path}`;
  const params = base.match(/:\w+/g) ?? [];
  const goodPath = params.reduce((path, param) => path.replace(param, randomUUID()), base);
  const cases: Case[] = [];
  for (const param of params) {
    for (const value of oddPathValues) {
      cases.push({
        label: `${param}=${value.slice(0, 20)}`,
        path: base.replace(param, value).replace(/:\w+/g, 'x'),
      });
    }
  }
  const query = jsonSchemaOf(endpoint.query);
  if (query?.properties) {
    for (const key of Object.keys(query.properties)) {
      for (const value of [NUL, HUGE.slice(0, 5000), '-1', '1e400', 'abc', '%ED%A0%80', '\ud800']) {
        cases.push({ label: `query ${key}`, path: goodPath, query: { [key]: value } });
      }
    }
  }
  const form = endpoint.encoding === 'form';
  const encode = (value: unknown) =>
    form
      ? new URLSearchParams(
          Object.entries(value as Record<string, unknown>).map(([k, v]): [string, string] => [
            k,
            typeof v === 'string' ? v : String(JSON.stringify(v)),
          ]),
        ).toString()
      : JSON.stringify(value);
  const type = form ? 'application/x-www-form-urlencoded' : 'application/json';
  if (endpoint.method !== 'GET') {
    const bodySchema = jsonSchemaOf(endpoint.body);
    const good = (plausible(bodySchema) ?? {}) as Record<string, unknown>;
    const fields = typeof good === 'object' && good && !Array.isArray(good) ? Object.keys(good) : [];
    cases.push({ label: 'plausible body', path: goodPath, body: encode(good), type });
    cases.push({ label: 'empty object', path: goodPath, body: encode({}), type });
    cases.push({ label: 'bad JSON', path: goodPath, body: '{"a": ', type: 'application/json' });
    cases.push({ label: 'array body', path: goodPath, body: '[1,2]', type: 'application/json' });
    cases.push({ label: 'null body', path: goodPath, body: 'null', type: 'application/json' });
    cases.push({ label: 'deep body', path: goodPath, body: DEEP_JSON, type: 'application/json' });
    cases.push({
      label: 'deep object body',
      path: goodPath,
      body: `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`,
      type: 'application/json',
    });
    cases.push({ label: 'text/plain', path: goodPath, body: 'hello', type: 'text/plain' });
    cases.push({ label: 'xml', path: goodPath, body: '<a/>', type: 'application/xml' });
    for (const field of fields) {
      for (const value of oddValues) {
        if (form && typeof value !== 'string') continue;
        cases.push({
          label: `${field}=${JSON.stringify(value)?.slice(0, 20)}`,
          path: goodPath,
          body: encode({ ...good, [field]: value }),
          type,
        });
      }
      const { [field]: _missing, ...rest } = good;
      cases.push({ label: `without ${field}`, path: goodPath, body: encode(rest), type });
    }
  }
  if (cases.length === 0) cases.push({ label: 'plain call', path: goodPath });
  return cases;
}

describe('no input gives a 5xx', () => {
  it('covers every operation of the contract', () => {
    expect(endpoints.length).toBeGreaterThan(60);
  });

  it.each(
    endpoints.map((endpoint) => [`${endpoint.method} ${endpoint.api} ${endpoint.path}`, endpoint] as const),
  )('%s', async (_name, endpoint) => {
    const token = await adminToken();
    const failures: string[] = [];
    for (const fuzz of casesFor(endpoint)) {
      const res: LightMyRequestResponse = await app.inject({
        method: endpoint.method,
        url: fuzz.path,
        ...(fuzz.query ? { query: fuzz.query as Record<string, string> } : {}),
        headers: {
          authorization: `Bearer ${token}`,
          ...(fuzz.type ? { 'content-type': fuzz.type } : {}),
        },
        ...(fuzz.body !== undefined ? { payload: fuzz.body } : {}),
        remoteAddress: `10.99.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      });
      if (res.statusCode >= 500) failures.push(`${fuzz.label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('text with control characters', () => {
  it('is refused with a 422 naming the field, in a form, a JSON body, a query and a path', async () => {
    const form = await app.inject({
      method: 'POST',
      url: '/api/signin',
      payload: new URLSearchParams({
        username: 'a\u0000@example.com',
        password: 'x',
        recaptcha_token: '',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(422);
    expect(form.json()).toEqual({
      detail: 'Invalid body: username must not contain control characters.',
      errors: [{ field: 'username', message: 'must not contain control characters' }],
    });

    const json = await app.inject({
      method: 'POST',
      url: '/api/password-reset/confirm',
      payload: { token: 'bad\u0000token', new_password: 'a new password 1' },
    });
    expect(json.statusCode).toBe(422);
    expect(json.json().errors).toEqual([{ field: 'token', message: 'must not contain control characters' }]);

    const token = await adminToken();
    const query = await app.inject({
      method: 'POST',
      url: '/api/admin/orchestrations/stop?instance_id=a%00b',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(query.statusCode).toBe(422);
    expect(query.json().detail).toBe('Invalid query: instance_id must not contain control characters.');

    const path = await app.inject({
      method: 'GET',
      url: '/api/purchase/abc%00def',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(path.statusCode).toBe(422);
    expect(path.json().detail).toBe('Invalid path: session_id must not contain control characters.');
  });

  it('keeps tabs and line breaks, which multi-line text may hold', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/signin',
      payload: new URLSearchParams({
        username: 'nobody@example.com',
        password: 'a\tb\r\nc',
        recaptcha_token: '',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('deeply nested JSON', () => {
  it('is refused with a 400 before anything walks it, and the health check keeps answering while 40 arrive', async () => {
    const deep = () =>
      app.inject({
        method: 'POST',
        url: '/api/password-reset/confirm',
        payload: `{"token": ${DEEP_JSON}, "new_password": "a new password 1"}`,
        headers: { 'content-type': 'application/json' },
      });
    const one = await deep();
    expect(one.statusCode).toBe(400);
    expect(one.json().detail).toBe(
      'The request body is nested too deeply: at most 32 levels of arrays and objects.',
    );

    const started = performance.now();
    const [health, ...answers] = await Promise.all([
      app.inject({ method: 'GET', url: '/api/health' }),
      ...Array.from({ length: 40 }, deep),
    ]);
    const took = performance.now() - started;
    expect(health.statusCode).toBe(200);
    expect(answers.every((answer) => answer.statusCode === 400)).toBe(true);
    // Before the walk was bounded this took about 20 s (0.5 s per request); now parsing dominates.
    // A generous bound, so a loaded CI machine never trips it while a regression does.
    expect(took).toBeLessThan(8000);
  });

  it('keeps bodies nested as deep as the contract needs', async () => {
    const nested = (levels: number): unknown => (levels === 0 ? 'x' : { a: nested(levels - 1) });
    const res = await app.inject({
      method: 'POST',
      url: '/api/password-reset/confirm',
      payload: { token: 'not-a-token', new_password: 'a new password 1', extra: nested(20) },
    });
    expect(res.json().detail).toMatch(/reset link is invalid/);
  });
});

describe('text with a lone UTF-16 surrogate', () => {
  it('is refused with a 422 naming the field, in a JSON body, a key and a query', async () => {
    const body = await app.inject({
      method: 'POST',
      url: '/api/password-reset/confirm',
      payload: '{"token": "abc\\ud800", "new_password": "a new password 1"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(body.statusCode).toBe(422);
    expect(body.json()).toEqual({
      detail: 'Invalid body: token must be valid Unicode text (it holds half of a surrogate pair).',
      errors: [{ field: 'token', message: 'must be valid Unicode text (it holds half of a surrogate pair)' }],
    });
    const key = await app.inject({
      method: 'POST',
      url: '/api/password-reset/confirm',
      payload: '{"token": "t", "new_password": "a new password 1", "a": {"\\udc00": 1}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(key.statusCode).toBe(422);
    expect(key.json().errors[0].field).toBe('a.\udc00');
    const token = await adminToken();
    const query = await app.inject({
      method: 'POST',
      url: `/api/admin/orchestrations/stop?instance_id=${encodeURIComponent('a')}\ud800`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(query.statusCode).toBeLessThan(500);
  });

  it('keeps whole surrogate pairs (emoji)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/password-reset/confirm',
      payload: { token: 'a\ud83d\ude00b', new_password: 'a new password 1' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/reset link is invalid/);
  });
});

describe('a CSGORoll cookie with characters a header cannot carry', () => {
  it('is refused with a 422 naming the cookie, not a 503 from CSGORoll', async () => {
    const token = await adminToken();
    for (const cookie of ['session=s\u00e9ssion', 'session=\u2603', 'session=\u00a0x']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/trading/accounts/csgoroll',
        headers: { authorization: `Bearer ${token}` },
        payload: { auth_method: 'cookie', cookie },
      });
      expect(res.statusCode, cookie).toBe(422);
      expect(res.json().errors).toEqual([
        { field: 'cookie', message: 'must hold only printable ASCII characters, as a browser cookie does' },
      ]);
    }
  });
});
