import { negotiate } from '@fastify/accept-negotiator';

/** What the build precompresses every text asset into, best first. */
export const PRECOMPRESSED = ['br', 'gzip'] as const;
export type Precompressed = (typeof PRECOMPRESSED)[number];

/**
 * The encoding to answer with for an Accept-Encoding header, honouring q-values (`br;q=0` refuses
 * brotli); undefined means the plain file: no header, `identity`, or nothing we have.
 */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): Precompressed | undefined {
  const header = [acceptEncoding ?? []].flat().join(',').toLowerCase();
  if (!header) return undefined;
  return negotiate(header, [...PRECOMPRESSED]) ?? undefined;
}
