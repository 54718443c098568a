import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Precompressed } from './content-encoding';

/** Written by the web build (apps/web/build/prerender.ts): which paths have a pre-rendered page. */
export const PRERENDERED_MANIFEST = 'prerendered.json';
type Manifest = { pages: { path: string; file: string }[] };

/** The web build cannot know where the site is deployed; pages carry this and the server fills it in. */
export const PUBLIC_URL_PLACEHOLDER = '__PUBLIC_URL__';

/** One HTML document held in memory with its compressed copies and a content hash for ETags. */
export type HtmlPage = {
  body: Record<Precompressed | 'identity', Buffer>;
  etag: string;
};

export type SpaPages = {
  /** The empty shell every client route falls back to. */
  shell: HtmlPage;
  /** Pre-rendered public pages by path ('/', '/pricing', ...). */
  byPath: Map<string, HtmlPage>;
};

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function htmlPage(html: string): Promise<HtmlPage> {
  const identity = Buffer.from(html);
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzipAsync(identity, { level: 9 }),
  ]);
  const body = { identity, br, gzip: gz } satisfies HtmlPage['body'];
  const etag = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  return { body, etag };
}

/**
 * Reads index.html and the pre-rendered pages once at start-up, fills in the public URL (canonical
 * links) and compresses each, so a page request is a lookup, not a disk read.
 */
export async function loadSpaPages(distDir: string, publicUrl: string): Promise<SpaPages> {
  const read = (file: string) =>
    readFileSync(path.join(distDir, file), 'utf8').replaceAll(PUBLIC_URL_PLACEHOLDER, publicUrl);
  const manifestPath = path.join(distDir, PRERENDERED_MANIFEST);
  const manifest: Manifest = existsSync(manifestPath)
    ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest)
    : { pages: [] };
  const byPath = new Map<string, HtmlPage>();
  for (const page of manifest.pages) byPath.set(page.path, await htmlPage(read(page.file)));
  return { shell: await htmlPage(read('index.html')), byPath };
}
