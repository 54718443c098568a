import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { tempDir } from '../test/temp-dir';

function fakeWebDist(): string {
  const dir = tempDir('web');
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dir, 'logo.svg'), '<svg/>');
  return dir;
}

const { app, database } = await createTestApp({}, { webDistDir: fakeWebDist() });

describe('GET /api/health', () => {
  it('answers ok with the database reachable', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(res.headers['x-request-id']).toBeTruthy();
  });
});

describe('one port for the SPA and both APIs', () => {
  it('serves index.html for client routes, uncached', async () => {
    for (const url of ['/', '/trading', '/profile?discord_id=1', '/some/deep/link']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers unknown API paths with a JSON 404, never the SPA', async () => {
    for (const url of ['/api/nope', '/api', '/api/trading/nope', '/api/users/me/unknown?x=1']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().detail, url).toMatch(/^No such endpoint/);
    }
  });

  it('publishes the OpenAPI document and its browser', async () => {
    const doc = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().paths['/api/health']).toBeDefined();
    const ui = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('tells the SPA only its public settings', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(
      [
        'app_name',
        'assets_base_url',
        'captcha_provider',
        'captcha_site_key',
        'demo_video_url',
        'discord_invite_url',
        'environment',
        'review_site_url',
        'support_email',
        'trading_sandboxes',
      ].sort(),
    );
  });
});

describe('when the database goes away', () => {
  it('health answers 503 naming the database', async () => {
    await database.close();
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'degraded', database: 'unavailable' });
  });
});
