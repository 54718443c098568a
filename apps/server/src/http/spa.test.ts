import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';

const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;
const shell = '<!doctype html><title>SkinPilot</title><div id="root"></div>';
const pricing =
  '<!doctype html><title>Pricing | SkinPilot</title>' +
  '<link rel="canonical" href="__PUBLIC_URL__/pricing"><div id="root"><h1>Pricing</h1></div>';

/** A built SPA the way apps/web's build leaves it: hashed assets with .br/.gz copies, pre-rendered pages. */
function builtWebApp(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'skinpilot-web-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, 'prerendered'));
  writeFileSync(path.join(dir, 'index.html'), shell);
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), script);
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js.gz'), gzipSync(script));
  writeFileSync(path.join(dir, 'logo.svg'), '<svg/>');
  writeFileSync(path.join(dir, 'prerendered', 'pricing.html'), pricing);
  writeFileSync(
    path.join(dir, 'prerendered.json'),
    JSON.stringify({ pages: [{ path: '/pricing', file: 'prerendered/pricing.html' }] }),
  );
  return dir;
}

const { app } = await createTestApp(
  { PUBLIC_URL: 'https://skinpilot.example' },
  { webDistDir: builtWebApp() },
);

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('compressed assets', () => {
  it('sends brotli to a browser that accepts it, gzip to one that only takes gzip', async () => {
    const br = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toBe('Accept-Encoding');

    const gz = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
  });

  it('respects a refused encoding', async () => {
    const res = await get('/assets/index-abc123.js', { 'accept-encoding': 'br;q=0, gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('answers a client without Accept-Encoding with the plain file', async () => {
    const res = await get('/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(script);
    expect(res.headers.vary).toBe('Accept-Encoding');
  });

  it('caches hashed assets for a year and revalidates the rest', async () => {
    const asset = await get('/assets/index-abc123.js', { 'accept-encoding': 'br' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const logo = await get('/logo.svg');
    expect(logo.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with 404, never the SPA', async () => {
    for (const url of ['/assets/index-old999.js', '/assets/nested/gone.css', '/assets/index-abc123.js.br']) {
      const res = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('<div id="root">');
    }
  });
});

describe('pages', () => {
  it('answers a public page with its pre-rendered HTML, the canonical link under the public URL', async () => {
    for (const url of ['/pricing', '/pricing/', '/pricing?plan=1']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<h1>Pricing</h1>');
      expect(res.body, url).toContain('<link rel="canonical" href="https://skinpilot.example/pricing">');
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    }
  });

  it('answers every other client route with the shell', async () => {
    for (const url of ['/', '/trading', '/some/deep/link']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(shell);
    }
  });

  it('compresses pages by Accept-Encoding and never lets them be cached unchecked', async () => {
    const br = await get('/pricing', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<h1>Pricing</h1>');
    const gz = await get('/trading', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gz.rawPayload).toString()).toBe(shell);
    for (const res of [br, gz]) {
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toBe('Accept-Encoding');
    }
  });

  it('answers 304 when the browser already has this version of the page', async () => {
    const first = await get('/pricing', { 'accept-encoding': 'br' });
    const again = await get('/pricing', {
      'accept-encoding': 'br',
      'if-none-match': `"other", ${String(first.headers.etag)}`,
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // The plain and the brotli page are different representations with different validators.
    const plain = await get('/pricing', { 'if-none-match': String(first.headers.etag) });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers.etag).not.toBe(first.headers.etag);
  });
});

describe('for search engines', () => {
  it('robots.txt allows the site, keeps crawlers off the APIs and points at the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Sitemap: https://skinpilot.example/sitemap.xml');
  });

  it('sitemap.xml lists the pre-rendered public pages', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain('<loc>https://skinpilot.example/pricing</loc>');
    expect(res.body).not.toContain('/trading');
  });
});
