import type { CsgorollCredentials } from '../types/csgoroll';
import { InvalidCredentialsError, PlatformUnavailableError, UnauthenticatedError } from '../types/errors';
import { cookieHeaderFrom, sessionFromSetCookie } from './cookie';
import { browserHeaders, type CsgorollEndpoints, type CsgorollMirror } from './endpoints';
import { postJson, type HttpAnswer } from './http-transport';
import { mapGraphqlError, type GraphqlErrorBody } from './map-error';

const REQUEST_TIMEOUT_MS = 15_000;
/** Failures where the request cannot have reached CSGORoll, so another mirror may be tried. */
const NOT_CONNECTED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

type GraphqlRequest = { operationName: string; query: string; variables?: Record<string, unknown> };

class NotConnected extends Error {}

/**
 * One account's HTTP side. Each domain (the main one and each mirror) has its own session, as
 * CSGORoll's cookies are per domain: a pasted cookie belongs to the main domain, and in
 * credentials mode each mirror signs in through its own /auth/local when first needed. An
 * "unauthenticated" answer renews that domain's session once (credentials mode); a cookie-mode
 * account fails with Unauthenticated and its owner pastes a new cookie.
 */
export function createHttpSession(
  endpoints: CsgorollEndpoints,
  credentials: CsgorollCredentials,
  onSessionRenewed?: (cookie: string) => void,
) {
  const all: CsgorollMirror[] = [endpoints, ...endpoints.mirrors];
  const sessions = new Map<CsgorollMirror, string>();
  if (credentials.method === 'cookie') sessions.set(endpoints, cookieHeaderFrom(credentials.cookie));
  const signingIn = new Map<CsgorollMirror, Promise<void>>();
  let order = all;

  async function signIn(mirror: CsgorollMirror): Promise<void> {
    if (credentials.method !== 'credentials')
      throw new UnauthenticatedError('The session cookie is no longer valid.');
    const answer = await send(mirror, mirror.authUrl, {
      signUp: false,
      email: credentials.email,
      password: credentials.password,
    });
    if (answer.status === 401 || answer.status === 403 || answer.status === 400)
      throw new InvalidCredentialsError('CSGORoll refused this e-mail and password.');
    if (answer.status < 200 || answer.status >= 300)
      throw new PlatformUnavailableError(`CSGORoll sign-in answered HTTP ${answer.status}.`);
    const session = sessionFromSetCookie(answer.setCookie);
    if (!session) throw new PlatformUnavailableError('CSGORoll sign-in answered without a session cookie.');
    sessions.set(mirror, `session=${session}`);
    if (mirror === endpoints) onSessionRenewed?.(`session=${session}`);
  }

  /** Concurrent callers share one sign-in per domain instead of racing several. */
  function renew(mirror: CsgorollMirror): Promise<void> {
    let pending = signingIn.get(mirror);
    if (!pending) {
      pending = signIn(mirror).finally(() => signingIn.delete(mirror));
      signingIn.set(mirror, pending);
    }
    return pending;
  }

  async function send(mirror: CsgorollMirror, url: string, body: unknown): Promise<HttpAnswer> {
    const cookie = sessions.get(mirror);
    try {
      return await postJson(
        url,
        body,
        { ...browserHeaders(mirror), ...(cookie ? { cookie } : {}) },
        REQUEST_TIMEOUT_MS,
      );
    } catch (cause) {
      if (NOT_CONNECTED.has((cause as NodeJS.ErrnoException).code ?? '')) throw new NotConnected();
      throw new PlatformUnavailableError('CSGORoll did not answer.', { cause });
    }
  }

  async function once<T>(mirror: CsgorollMirror, request: GraphqlRequest): Promise<T> {
    const answer = await send(mirror, mirror.graphqlUrl, request);
    if (answer.status === 401) throw new UnauthenticatedError();
    if (answer.status >= 500) throw new PlatformUnavailableError(`CSGORoll answered HTTP ${answer.status}.`);
    type Body = { data?: T | null; errors?: GraphqlErrorBody[] };
    let body: Body | null;
    try {
      body = JSON.parse(answer.body) as Body | null;
    } catch {
      body = null;
    }
    if (!body || typeof body !== 'object')
      throw new PlatformUnavailableError(`CSGORoll answered HTTP ${answer.status} without JSON.`);
    if (Array.isArray(body.errors) && body.errors.length) throw mapGraphqlError(body.errors[0]!);
    if (!body.data || typeof body.data !== 'object')
      throw new PlatformUnavailableError('CSGORoll answered without data.');
    return body.data;
  }

  /** On one domain: sign in first when it has no session, renew once on "unauthenticated". */
  async function onMirror<T>(mirror: CsgorollMirror, request: GraphqlRequest): Promise<T> {
    if (!sessions.has(mirror)) {
      if (credentials.method !== 'credentials') throw new NotConnected();
      await renew(mirror);
    }
    try {
      return await once<T>(mirror, request);
    } catch (error) {
      if (!(error instanceof UnauthenticatedError) || credentials.method !== 'credentials') throw error;
      await renew(mirror);
      return once<T>(mirror, request);
    }
  }

  return {
    /** The main domain's Cookie header (null before a credentials sign-in). */
    cookieHeader: () => sessions.get(endpoints) ?? null,
    /** What the caller stores: the main domain's Cookie header, Cloudflare's cookies included. */
    cookie: () => sessions.get(endpoints) ?? null,
    signIn: () => renew(endpoints),
    /**
     * The main domain first, then each mirror, but a mirror only when the request can never have
     * reached the previous one: a mutation that may have run must not be sent twice.
     */
    async request<T>(request: GraphqlRequest): Promise<T> {
      for (const mirror of order) {
        try {
          const data = await onMirror<T>(mirror, request);
          if (mirror !== order[0]) order = [mirror, ...order.filter((m) => m !== mirror)];
          return data;
        } catch (error) {
          if (!(error instanceof NotConnected)) throw error;
        }
      }
      throw new PlatformUnavailableError('CSGORoll could not be reached.');
    },
    /** A trivial request that keeps the main domain's connection open for the next real one. */
    warm(): void {
      send(endpoints, endpoints.graphqlUrl, { query: '{ __typename }' }).catch(() => undefined);
    },
  };
}
