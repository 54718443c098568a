import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppRouter, routerReady } from './app/router';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
const router = createAppRouter();
const app = (
  <StrictMode>
    <App router={router} />
  </StrictMode>
);
if (root.hasChildNodes()) {
  // A pre-rendered public page: its content is already on screen. Hydrate once the page's own chunk
  // has loaded, so the first render matches the HTML and nothing on screen moves.
  void routerReady(router).then(() => hydrateRoot(root, app));
} else {
  createRoot(root).render(app);
}
