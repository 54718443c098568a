import type { FastifyInstance } from 'fastify';

/**
 * robots.txt and sitemap.xml for search engines: the sitemap lists the pre-rendered public pages
 * under the deployment's public URL; the signed-in screens and the APIs are not for crawling.
 */
export function seoFilesRoutes(app: FastifyInstance, publicUrl: string, publicPaths: string[]) {
  const robots = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /trading',
    'Disallow: /profile',
    'Disallow: /admin',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...publicPaths.map((p) => `  <url><loc>${escapeXml(publicUrl + p)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
  app.get('/robots.txt', (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').type('text/plain; charset=utf-8').send(robots),
  );
  app.get('/sitemap.xml', (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').type('application/xml; charset=utf-8').send(sitemap),
  );
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
