import type { DiscordOAuth } from './discord';

type FetchLike = typeof fetch;
const DISCORD_API = 'https://discord.com/api/v10';
const TIMEOUT_MS = 8000;

/** The real flow with the `identify` scope only: we need the account id and nothing else. */
export function discordOAuth(
  clientId: string,
  clientSecret: string,
  fetcher: FetchLike = fetch,
): DiscordOAuth {
  return {
    authorizeUrl({ state, redirectUri }) {
      const query = new URLSearchParams({
        client_id: clientId,
        response_type: 'code',
        scope: 'identify',
        redirect_uri: redirectUri,
        state,
        prompt: 'consent',
      });
      return `https://discord.com/oauth2/authorize?${query.toString()}`;
    },
    async exchangeCode({ code, redirectUri }) {
      const tokenResponse = await fetcher(`${DISCORD_API}/oauth2/token`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
        },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
        }).toString(),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!tokenResponse.ok) return undefined;
      const { access_token: accessToken } = (await tokenResponse.json()) as { access_token?: string };
      if (!accessToken) return undefined;
      const meResponse = await fetcher(`${DISCORD_API}/users/@me`, {
        headers: { authorization: `Bearer ${accessToken}` },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!meResponse.ok) return undefined;
      const { id } = (await meResponse.json()) as { id?: string };
      return id && /^\d{5,25}$/.test(id) ? { id } : undefined;
    },
  };
}
