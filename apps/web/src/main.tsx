import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, createQueryClient, signOutOnUnauthorized } from './app/App';
import { createAppRouter, routerReady } from './app/router';
import { tokenStore } from './shared/api/token-store';
import { currentUserQuery } from './shared/auth/current-user';
import { publicConfigQuery } from './shared/config/use-public-config';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
const router = createAppRouter();
const queryClient = createQueryClient();
signOutOnUnauthorized(router, queryClient);
const app = (
  <StrictMode>
    <App router={router} queryClient={queryClient} />
  </StrictMode>
);
if (root.hasChildNodes()) {
  // A pre-rendered public page: its content is already on screen. Hydrate once the page's own chunk
  // has loaded, so the first render matches the HTML and nothing on screen moves (which is also why
  // nothing is fetched ahead here: data in the cache would make that render differ from the HTML).
  // As a transition, hydration runs in slices too.
  void routerReady(router).then(() => startTransition(() => void hydrateRoot(root, app)));
} else {
  // What the page waits for is asked for now, while its chunk loads, not once it has rendered: the
  // signed-in user (the guards show a skeleton until it is there) and the public config.
  if (tokenStore.get()) void queryClient.prefetchQuery(currentUserQuery);
  void queryClient.prefetchQuery(publicConfigQuery);
  // As a transition React renders in slices and lets the browser in between (no long task to block
  // a tap while the dashboard's first render runs).
  startTransition(() => createRoot(root).render(app));
}
