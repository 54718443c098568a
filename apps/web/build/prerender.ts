// After `vite build`: renders the public pages (src/prerender/public-pages.ts) to finished HTML in
// dist/prerendered/, listed in dist/prerendered.json for the server. Run with tsx (npm run build).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Manifest } from 'vite';
import type * as RenderPage from '../src/prerender/render-page';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const dist = path.join(webRoot, 'dist');
const ssrOut = path.join(webRoot, '..', '..', 'node_modules', '.cache', 'skinpilot-prerender');
/** The build cannot know the deployment's address; the server puts PUBLIC_URL in its place. */
const PUBLIC_URL_PLACEHOLDER = '__PUBLIC_URL__';

type RenderModule = typeof RenderPage;

/** The same source bundled for Node, so pages render with the exact routes and components the browser gets. */
async function loadRenderer(): Promise<RenderModule> {
  await build({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    logLevel: 'warn',
    build: {
      ssr: 'src/prerender/render-page.tsx',
      outDir: ssrOut,
      emptyOutDir: true,
      sourcemap: false,
      manifest: false,
    },
  });
  return (await import(pathToFileURL(path.join(ssrOut, 'render-page.js')).href)) as RenderModule;
}

/** The chunks and styles a page module needs beyond what index.html already loads. */
function pageAssets(manifest: Manifest, module: string) {
  const chunk = manifest[module];
  if (!chunk) throw new Error(`${module} is not a chunk of the build; is it still a lazy route?`);
  const reachable = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) reachable(next, seen);
    return seen;
  };
  const loaded = reachable('index.html');
  const needed = [...reachable(module)].filter((key) => !loaded.has(key));
  const loadedCss = new Set([...loaded].flatMap((key) => manifest[key]?.css ?? []));
  return {
    scripts: needed.map((key) => manifest[key]!.file),
    styles: [...new Set(needed.flatMap((key) => manifest[key]?.css ?? []))].filter((f) => !loadedCss.has(f)),
  };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

function replaceOnce(html: string, search: RegExp | string, replacement: string): string {
  const found = typeof search === 'string' ? html.includes(search) : search.test(html);
  if (!found) throw new Error(`dist/index.html has no ${String(search)} to fill in`);
  return html.replace(search, () => replacement);
}

const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
const { renderPage, publicPages } = await loadRenderer();

rmSync(path.join(dist, 'prerendered'), { recursive: true, force: true });
mkdirSync(path.join(dist, 'prerendered'));
for (const page of publicPages) {
  const rendered = await renderPage(page.path);
  // React puts preloads it discovers (the logo) before the markup; they belong in <head>, outside
  // the part the app hydrates.
  const preloads = rendered.html.match(/^(<link [^>]*>)*/)?.[0] ?? '';
  const html = rendered.html.slice(preloads.length);
  const { scripts, styles } = pageAssets(manifest, page.module);
  const head = [
    `<link rel="canonical" href="${PUBLIC_URL_PLACEHOLDER}${page.path}" />`,
    ...(preloads.match(/<link [^>]*>/g) ?? []),
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}" />`),
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
  ];
  let document = template;
  document = replaceOnce(document, /<title>[^<]*<\/title>/, `<title>${escapeHtml(rendered.title)}</title>`);
  document = replaceOnce(
    document,
    /<meta\s+name="description"\s+content="[^"]*"\s*\/>/,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
  );
  document = replaceOnce(document, /\s*<\/head>/, `\n    ${head.join('\n    ')}\n  </head>`);
  document = replaceOnce(document, '<div id="root"></div>', `<div id="root">${html}</div>`);
  writeFileSync(path.join(dist, 'prerendered', page.file), document);
}
writeFileSync(
  path.join(dist, 'prerendered.json'),
  JSON.stringify(
    { pages: publicPages.map((p) => ({ path: p.path, file: `prerendered/${p.file}` })) },
    null,
    2,
  ),
);
console.log(`pre-rendered ${publicPages.length} public pages into dist/prerendered/`);
