/** Where one CSGORoll deployment answers; the sandbox market hands out its own loopback set. */
export type CsgorollEndpoints = {
  graphqlUrl: string;
  wsUrl: string;
  authUrl: string;
  /** Mirrors tried in order when the main GraphQL endpoint cannot be reached. */
  fallbackGraphqlUrls: string[];
};

/** Mirrors of the live site: the `.gg` and Turkish domains and the older `api.` host. */
export const LIVE_FALLBACK_GRAPHQL_URLS = [
  'https://router.csgoroll.gg/graphql',
  'https://router.csgorolltr.com/graphql',
  'https://api.csgoroll.com/graphql',
];

/** Fills the WebSocket and auth URLs from the GraphQL URL when they are not given. */
export function resolveEndpoints(input: {
  graphqlUrl: string;
  wsUrl?: string;
  authUrl?: string;
  fallbackGraphqlUrls?: string[];
}): CsgorollEndpoints {
  const graphql = new URL(input.graphqlUrl);
  const ws = new URL(graphql);
  ws.protocol = graphql.protocol === 'https:' ? 'wss:' : 'ws:';
  ws.pathname = graphql.pathname.replace(/\/graphql$/, '/ws');
  return {
    graphqlUrl: graphql.href,
    wsUrl: input.wsUrl ?? ws.href,
    authUrl: input.authUrl ?? new URL('/auth/local', graphql).href,
    fallbackGraphqlUrls: input.fallbackGraphqlUrls ?? [],
  };
}

/** CSGORoll serves browsers; requests that do not look like one are challenged. */
export const BROWSER_HEADERS: Record<string, string> = {
  'user-agent':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  accept: 'application/json, text/plain, */*',
  'accept-language': 'en-US,en;q=0.9',
  origin: 'https://www.csgoroll.com',
  referer: 'https://www.csgoroll.com/',
};
