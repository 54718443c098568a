import { createDiscordLinkCode, discordPaths } from '@skinpilot/contract';
import { apiUrl, call } from './http-client';

/**
 * Linking is a browser navigation (Discord's consent screen, or the sandbox page offline), which
 * cannot send a header. The access token must not ride in the query (it would stay in the browser
 * history for a day), so the navigation carries a code that works once, for about a minute. The
 * server answers with `/profile?discord_id=ID`.
 */
export async function openDiscordLogin(): Promise<void> {
  const { code } = await call(createDiscordLinkCode);
  window.location.assign(`${apiUrl('main', discordPaths.login)}?code=${encodeURIComponent(code)}`);
}
