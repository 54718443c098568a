import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const contractSources = fileURLToPath(new URL('../../../packages/contract/src/', import.meta.url));
const inertZod = fileURLToPath(new URL('./inert-zod.ts', import.meta.url));

/**
 * Points the contract package's `zod` imports at an inert stand-in, so the browser does not download
 * the schemas (about 35 kB gzipped) that only the server runs. Other importers of zod are untouched.
 */
export function contractWithoutZod(): Plugin {
  return {
    name: 'skinpilot:contract-without-zod',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'zod' && importer?.startsWith(contractSources)) return inertZod;
      return null;
    },
  };
}
