import { PriceFeedFailed } from './price-feed';

const REQUEST_TIMEOUT_MS = 60_000;

export type PriceFileOptions = {
  headers?: Record<string, string>;
  /** A file whose Last-Modified is older than this is stale: its prices are not taken. */
  maxAgeMs: number;
  /** The request carries our API key: a 401 or 403 means the key was refused (never shown). */
  keyed?: boolean;
  now: () => Date;
};

/**
 * Fetches one public price file and parses it as JSON. Each way it can go wrong is a PriceFeedFailed
 * with a sentence the admin understands: a rate limit, an error status, a page of HTML (a CDN's
 * challenge or error page), a body that is not JSON, or a file the source stopped updating.
 */
export async function fetchPriceFile(url: string, options: PriceFileOptions): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', ...options.headers },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new PriceFeedFailed(timedOut ? 'The source timed out.' : 'The source could not be reached.');
  }
  if (response.status === 429) {
    await response.body?.cancel();
    throw new PriceFeedFailed('The source is rate limiting us (429).');
  }
  if (options.keyed && (response.status === 401 || response.status === 403)) {
    await response.body?.cancel();
    throw new PriceFeedFailed(
      `The source refused our API key (${response.status}); check the key in the server's configuration.`,
    );
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new PriceFeedFailed(`The source answered ${response.status}.`);
  }
  const type = response.headers.get('content-type') ?? '';
  const text = await response.text();
  if (/html/i.test(type) || /^\s*</.test(text)) {
    throw new PriceFeedFailed('The source answered an HTML page instead of its price file.');
  }
  const lastModified = Date.parse(response.headers.get('last-modified') ?? '');
  if (Number.isFinite(lastModified) && options.now().getTime() - lastModified > options.maxAgeMs) {
    throw new PriceFeedFailed(
      `The source's file is stale (last changed ${new Date(lastModified).toISOString()}).`,
    );
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new PriceFeedFailed('The source answered something that is not JSON.');
  }
}
