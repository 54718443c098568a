import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { App, createQueryClient } from '../app/App';
import { documentTitle, type RouteHandle } from '../app/layout/use-document-title';
import { routerReady, routes } from '../app/router';
import { fallbackPublicConfig } from '../shared/config/use-public-config';

export { publicPages } from './public-pages';

/**
 * Build-time rendering of one public page (apps/web/build/prerender.ts bundles this for Node): the
 * same App and routes as the browser, on a memory router, as a guest who has chosen nothing yet.
 * main.tsx hydrates the result, so both sides must render the same first frame.
 */
export async function renderPage(path: string): Promise<{ html: string; title: string }> {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await routerReady(router);
  const handle = router.state.matches
    .map((match) => match.route.handle as RouteHandle | undefined)
    .findLast((h) => h?.title);
  const html = renderToString(
    <StrictMode>
      <App router={router} queryClient={createQueryClient()} />
    </StrictMode>,
  );
  router.dispose();
  return { html, title: documentTitle(handle?.title, fallbackPublicConfig.app_name) };
}
