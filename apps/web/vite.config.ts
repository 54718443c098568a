import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { contractWithoutZod } from './build/contract-without-zod.ts';

export default defineConfig({
  plugins: [contractWithoutZod(), react(), tailwindcss()],
  server: {
    // `npm run dev` of the SPA talks to a server started with `npm run dev` (port 3000).
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: { sourcemap: true, chunkSizeWarningLimit: 600 },
});
