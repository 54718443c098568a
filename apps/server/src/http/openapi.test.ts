import * as contract from '@skinpilot/contract';
import type { Endpoint } from '@skinpilot/contract';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';

const { app } = await createTestApp();

const withBody = (Object.values(contract) as unknown[]).filter(
  (value): value is Endpoint =>
    typeof value === 'object' && value !== null && 'method' in value && 'api' in value && 'body' in value,
);

/** `/accounts/:steam_id` as OpenAPI writes it: `/accounts/{steam_id}`. */
const openApiPath = (endpoint: Endpoint) =>
  `${endpoint.api === 'trading' ? '/api/trading' : '/api'}${endpoint.path}`.replace(/:(\w+)/g, '{$1}');

describe('the OpenAPI document', () => {
  it('names the encoding each call takes: a form for the five form calls, JSON for the rest', async () => {
    const doc = (await app.inject({ url: '/api/openapi.json' })).json();
    const said = withBody.map((endpoint) => {
      const operation = doc.paths[openApiPath(endpoint)]?.[endpoint.method.toLowerCase()];
      return `${endpoint.method} ${endpoint.path}: ${Object.keys(operation?.requestBody?.content ?? {}).join(' ')}`;
    });
    const expected = withBody.map(
      (endpoint) =>
        `${endpoint.method} ${endpoint.path}: ${
          endpoint.encoding === 'form' ? 'application/x-www-form-urlencoded' : 'application/json'
        }`,
    );
    expect(said).toEqual(expected);
    expect(withBody.filter((endpoint) => endpoint.encoding === 'form')).toHaveLength(5);
  });
});
