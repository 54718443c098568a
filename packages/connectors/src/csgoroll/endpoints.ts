/**
 * Where one CSGORoll deployment answers. Since 2025-12-30 the site serves GraphQL on
 * `https://router.<domain>/graphql` and graphql-transport-ws on `wss://router.<domain>/ws`; the
 * older `api.<domain>` hosts served both on `/graphql`. The e-mail log-in has only ever been seen on
 * `https://api.<domain>/auth/local` (reference 1.1 to 1.3).
 */
export type CsgorollMirror = {
  graphqlUrl: string;
  wsUrl: string;
  authUrl: string;
  /** The site origin that goes with this host (`https://www.<domain>`), sent as Origin and Referer. */
  siteOrigin: string;
};

export type CsgorollEndpoints = CsgorollMirror & {
  /** Other domains tried in order when the main one cannot be reached; each has its own session. */
  mirrors: CsgorollMirror[];
};

/** The `.gg` and Turkish mirrors of the live site. */
export const LIVE_FALLBACK_GRAPHQL_URLS = [
  'https://router.csgoroll.gg/graphql',
  'https://router.csgorolltr.com/graphql',
];

const API_HOST = /^(router|api|api-trader)\.(.+)$/;

/** Fills the WebSocket, log-in and site URLs of one host from its GraphQL URL. */
function mirrorOf(graphqlUrl: string, given: { wsUrl?: string; authUrl?: string } = {}): CsgorollMirror {
  const graphql = new URL(graphqlUrl);
  const domain = API_HOST.exec(graphql.hostname)?.[2] ?? null;
  const ws = new URL(graphql);
  ws.protocol = graphql.protocol === 'https:' ? 'wss:' : 'ws:';
  // The router gateway moved the socket to /ws; legacy `api.` hosts kept it on /graphql.
  if (!graphql.hostname.startsWith('api.')) ws.pathname = graphql.pathname.replace(/\/graphql$/, '/ws');
  const auth = domain ? `https://api.${domain}/auth/local` : new URL('/auth/local', graphql).href;
  return {
    graphqlUrl: graphql.href,
    wsUrl: given.wsUrl ?? ws.href,
    authUrl: given.authUrl ?? auth,
    siteOrigin: domain ? `https://www.${domain}` : graphql.origin,
  };
}

export function resolveEndpoints(input: {
  graphqlUrl: string;
  wsUrl?: string;
  authUrl?: string;
  fallbackGraphqlUrls?: string[];
}): CsgorollEndpoints {
  return {
    ...mirrorOf(input.graphqlUrl, input),
    mirrors: (input.fallbackGraphqlUrls ?? []).map((url) => mirrorOf(url)),
  };
}

/** CSGORoll serves browsers; requests that do not look like one are challenged. */
export function browserHeaders(mirror: CsgorollMirror): Record<string, string> {
  return {
    'user-agent':
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    accept: 'application/json, text/plain, */*',
    'accept-language': 'en-GB,en-US;q=0.9,en;q=0.8',
    origin: mirror.siteOrigin,
    referer: `${mirror.siteOrigin}/`,
  };
}
