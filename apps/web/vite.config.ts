import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compressAssets } from './build/compress-assets.ts';
import { contractWithoutZod } from './build/contract-without-zod.ts';

export default defineConfig({
  plugins: [contractWithoutZod(), react(), tailwindcss(), compressAssets()],
  server: {
    // `npm run dev` of the SPA talks to a server started with `npm run dev` (port 3000).
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  // The manifest tells the pre-render (build/prerender.ts) which chunk and styles each page needs.
  build: { sourcemap: true, chunkSizeWarningLimit: 600, manifest: true },
});
