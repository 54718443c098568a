import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { chooseEncoding } from './content-encoding';
import { seoFilesRoutes } from './seo-files';
import { loadSpaPages, type HtmlPage } from './spa-pages';

/** Vite's output folder: every file in it has a content hash in its name. */
const ASSETS_PREFIX = '/assets/';
const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA from the same port as the APIs. Files go out precompressed (brotli or gzip,
 * made by the web build) when the client accepts it. Hashed assets are immutable and cached for a
 * year; HTML is revalidated on every visit so a deploy is picked up at once. The public pages answer
 * with their pre-rendered HTML, every other client route with the empty shell, but never a path
 * under /api (an unknown call gets the JSON 404) or under /assets (a missing file is a 404).
 */
export async function serveSpa(app: FastifyInstance, distDir: string, publicUrl: string): Promise<void> {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    app.log.warn({ distDir }, 'no built SPA found; run `npm run build` to serve the web app');
    return;
  }
  const pages = await loadSpaPages(distDir, publicUrl);
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    cacheControl: false,
    preCompressed: true,
    // The compressed copies are served in place of their original, never under their own names;
    // HTML always goes through the page routes below.
    allowedPath: (pathname) => !/\.(br|gz)$/.test(pathname) && !pathname.endsWith('.html'),
    setHeaders: (res, filePath) => {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', isHashedAsset ? YEAR_IMMUTABLE : 'no-cache');
      res.setHeader('Vary', 'Accept-Encoding');
    },
  });
  seoFilesRoutes(app, publicUrl, [...pages.byPath.keys()]);
  const clientRoute = (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) return reply.callNotFound();
    if (pathname.startsWith(ASSETS_PREFIX)) {
      return reply.code(404).send({ detail: `No such file: ${pathname}.` });
    }
    const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    return sendPage(request, reply, pages.byPath.get(trimmed) ?? pages.shell);
  };
  app.get('/', clientRoute);
  app.get('/*', clientRoute);
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: HtmlPage) {
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  // Each encoding is its own representation, so it gets its own validator.
  const etag = `"${page.etag}-${encoding ?? 'identity'}"`;
  reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').header('ETag', etag);
  const known = (request.headers['if-none-match'] ?? '')
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''));
  if (known.includes(etag)) return reply.code(304).send();
  if (encoding) reply.header('Content-Encoding', encoding);
  return reply.type('text/html; charset=utf-8').send(page.body[encoding ?? 'identity']);
}
