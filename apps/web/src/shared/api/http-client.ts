import type { BodyOf, Endpoint, ParamsOf, QueryOf, ResponseOf } from '@skinpilot/contract';
import { ApiError } from './api-error';
import { tokenStore } from './token-store';

const DEFAULT_TIMEOUT_MS = 10_000;

/** Public build-time settings; both API bases can point elsewhere, the same origin by default. */
const bases = {
  main: import.meta.env.VITE_API_BASE ?? '/api',
  trading: import.meta.env.VITE_TRADING_API_BASE ?? '/api/trading',
};

/** The address of a path below an API base, for browser navigations such as the Discord link. */
export function apiUrl(api: keyof typeof bases, path: string): string {
  return `${bases[api]}${path}`;
}

let onUnauthorized: () => void = () => window.location.assign('/signin');

/** The router installs a navigation that keeps the SPA alive instead of a full reload. */
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

type CallOptions<E extends Endpoint> = {
  body?: BodyOf<E>;
  query?: QueryOf<E>;
  params?: ParamsOf<E>;
  timeoutMs?: number;
  signal?: AbortSignal;
};

/**
 * The one HTTP client of the SPA. It adds the bearer token, encodes the body as the call declares
 * (JSON or form), times out after 10 s unless told otherwise, turns a 401 into a sign-out, and
 * surfaces the server's `detail` as the error message.
 */
export async function call<E extends Endpoint>(
  endpoint: E,
  options: CallOptions<E> = {},
): Promise<ResponseOf<E>> {
  const url = buildUrl(
    endpoint,
    options.params as Record<string, unknown> | undefined,
    options.query as Record<string, unknown> | undefined,
  );
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = tokenStore.get();
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    if (endpoint.encoding === 'form') {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(stringEntries(options.body as Record<string, unknown>)).toString();
    } else {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
  }
  const timeout = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(url, { method: endpoint.method, headers, body, signal });
  } catch (error) {
    if (timeout.aborted)
      throw new ApiError(0, 'The server took too long to answer. Please try again.', undefined);
    throw error instanceof DOMException && error.name === 'AbortError'
      ? error
      : new ApiError(0, 'Could not reach the server. Check your connection and try again.', undefined);
  }
  const payload: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
  if (!response.ok) {
    if (response.status === 401) {
      tokenStore.clear();
      onUnauthorized();
    }
    const detail = (payload as { detail?: unknown } | undefined)?.detail;
    const errors = (payload as { errors?: ApiError['errors'] } | undefined)?.errors;
    // A detail is a sentence, or (the inventory refresh's 429) an object carrying one as `message`.
    const text =
      typeof detail === 'string'
        ? detail
        : typeof (detail as { message?: unknown } | undefined)?.message === 'string'
          ? (detail as { message: string }).message
          : undefined;
    throw new ApiError(response.status, text ?? `Request failed (${response.status}).`, text, errors);
  }
  return payload as ResponseOf<E>;
}

function buildUrl(
  endpoint: Endpoint,
  params?: Record<string, unknown>,
  query?: Record<string, unknown>,
): string {
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(params?.[name] ?? '')),
  );
  const search = query ? new URLSearchParams(stringEntries(query)).toString() : '';
  return `${bases[endpoint.api]}${path}${search ? `?${search}` : ''}`;
}

function stringEntries(record: Record<string, unknown>): [string, string][] {
  return Object.entries(record).flatMap(([key, value]) =>
    value === undefined || value === null
      ? []
      : Array.isArray(value)
        ? value.map((item): [string, string] => [key, String(item)])
        : [[key, String(value)]],
  );
}
