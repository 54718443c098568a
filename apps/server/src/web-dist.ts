import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/web/dist, found from the bundled server (apps/server/dist) or from source (apps/server/src). */
export function defaultWebDistDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.resolve(here, '..', '..', 'web', 'dist');
}
