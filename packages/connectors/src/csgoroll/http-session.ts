import type { CsgorollCredentials } from '../types/csgoroll';
import { InvalidCredentialsError, PlatformUnavailableError, UnauthenticatedError } from '../types/errors';
import { BROWSER_HEADERS, type CsgorollEndpoints } from './endpoints';
import { mapGraphqlError, type GraphqlErrorBody } from './map-error';

const REQUEST_TIMEOUT_MS = 15_000;

export type GraphqlRequest = { operationName: string; query: string; variables?: Record<string, unknown> };

/**
 * One account's HTTP side: holds the `session` cookie, signs in through /auth/local in credentials
 * mode, and renews the session once when an answer says "unauthenticated". A cookie-mode account
 * cannot renew by itself: it fails with Unauthenticated and the owner pastes a new cookie.
 */
export function createHttpSession(
  endpoints: CsgorollEndpoints,
  credentials: CsgorollCredentials,
  onSessionRenewed?: (cookie: string) => void,
) {
  let cookie: string | null = credentials.method === 'cookie' ? credentials.cookie.trim() : null;
  let signingIn: Promise<void> | null = null;
  let graphqlUrls = [endpoints.graphqlUrl, ...endpoints.fallbackGraphqlUrls];

  async function signIn(): Promise<void> {
    if (credentials.method !== 'credentials')
      throw new UnauthenticatedError('The session cookie is no longer valid.');
    const response = await send(endpoints.authUrl, {
      email: credentials.email,
      password: credentials.password,
    });
    if (response.status === 401 || response.status === 403 || response.status === 400) {
      throw new InvalidCredentialsError('CSGORoll refused this e-mail and password.');
    }
    if (!response.ok)
      throw new PlatformUnavailableError(`CSGORoll sign-in answered HTTP ${response.status}.`);
    const fresh = sessionFromSetCookie(response.headers.getSetCookie());
    if (!fresh) throw new PlatformUnavailableError('CSGORoll sign-in answered without a session cookie.');
    cookie = fresh;
    onSessionRenewed?.(fresh);
  }

  /** Concurrent callers share one sign-in instead of racing several. */
  function renew(): Promise<void> {
    signingIn ??= signIn().finally(() => {
      signingIn = null;
    });
    return signingIn;
  }

  async function send(url: string, body: unknown): Promise<Response> {
    try {
      return await fetch(url, {
        method: 'POST',
        headers: {
          ...BROWSER_HEADERS,
          'content-type': 'application/json',
          ...(cookie ? { cookie: `session=${cookie}` } : {}),
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (cause) {
      throw new PlatformUnavailableError('CSGORoll could not be reached.', { cause });
    }
  }

  /**
   * Tries the main endpoint, then each mirror, but only when a request never got through: an answer
   * (even a 5xx) may mean a mutation ran, and sending a join twice must not happen.
   */
  async function post(request: GraphqlRequest): Promise<Response> {
    let lastError: unknown;
    for (const url of graphqlUrls) {
      let response: Response;
      try {
        response = await send(url, request);
      } catch (error) {
        lastError = error;
        continue;
      }
      if (response.status >= 500)
        throw new PlatformUnavailableError(`CSGORoll answered HTTP ${response.status}.`);
      if (url !== graphqlUrls[0]) graphqlUrls = [url, ...graphqlUrls.filter((u) => u !== url)];
      return response;
    }
    throw lastError;
  }

  async function once<T>(request: GraphqlRequest): Promise<T> {
    const response = await post(request);
    if (response.status === 401) throw new UnauthenticatedError();
    const body = (await response.json().catch(() => null)) as {
      data?: T;
      errors?: GraphqlErrorBody[];
    } | null;
    if (!body) throw new PlatformUnavailableError(`CSGORoll answered HTTP ${response.status} without JSON.`);
    if (body.errors?.length) throw mapGraphqlError(body.errors[0]!);
    if (!body.data) throw new PlatformUnavailableError('CSGORoll answered without data.');
    return body.data;
  }

  return {
    cookie: () => cookie,
    signIn: renew,
    async request<T>(request: GraphqlRequest): Promise<T> {
      if (!cookie) await renew();
      try {
        return await once<T>(request);
      } catch (error) {
        if (!(error instanceof UnauthenticatedError) || credentials.method !== 'credentials') throw error;
        await renew();
        return once<T>(request);
      }
    },
  };
}

export type HttpSession = ReturnType<typeof createHttpSession>;

function sessionFromSetCookie(headers: string[]): string | null {
  for (const header of headers) {
    const match = /^session=([^;]+)/.exec(header.trim());
    if (match) return decodeURIComponent(match[1]!);
  }
  return null;
}
