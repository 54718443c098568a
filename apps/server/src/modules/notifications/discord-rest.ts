import type { DiscordMessage } from './notification-outbox.schema';

export const DISCORD_API_URL = 'https://discord.com/api/v10';
const REQUEST_TIMEOUT_MS = 10_000;

/**
 * How one delivery went. `retry` covers Discord's 429 (with its retry_after) and anything that may
 * pass later (5xx, network, timeout); `refused` is a 4xx that will never pass (unknown channel,
 * missing access, a user who does not accept DMs).
 */
export type DeliveryResult =
  | { outcome: 'sent' }
  | { outcome: 'retry'; reason: string; retryAfterMs: number | null }
  | { outcome: 'refused'; reason: string };

export type DiscordSender = {
  toChannel(channelId: string, message: DiscordMessage): Promise<DeliveryResult>;
  toUser(discordUserId: string, message: DiscordMessage): Promise<DeliveryResult>;
};

/** Discord's REST API with a bot token (Authorization: Bot ...). The token never leaves this file. */
export function discordRest(botToken: string, baseUrl = DISCORD_API_URL): DiscordSender {
  async function call(path: string, body: unknown): Promise<{ result: DeliveryResult; json: unknown }> {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bot ${botToken}`,
          'content-type': 'application/json',
          'user-agent': 'DiscordBot (https://skinpilot.gg, 1)',
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'unreachable';
      return { result: { outcome: 'retry', reason: `Discord ${reason}`, retryAfterMs: null }, json: null };
    }
    const json: unknown = await response.json().catch(() => null);
    if (response.ok) return { result: { outcome: 'sent' }, json };
    if (response.status === 429) {
      return {
        result: {
          outcome: 'retry',
          reason: 'Discord rate limit (429)',
          retryAfterMs: retryAfterOf(response, json),
        },
        json,
      };
    }
    if (response.status >= 500 || response.status === 408) {
      return {
        result: { outcome: 'retry', reason: `Discord answered ${response.status}`, retryAfterMs: null },
        json,
      };
    }
    const message = (json as { message?: unknown } | null)?.message;
    return {
      result: {
        outcome: 'refused',
        reason: `Discord refused (${response.status})${typeof message === 'string' ? `: ${message.slice(0, 200)}` : ''}`,
      },
      json,
    };
  }

  return {
    async toChannel(channelId, message) {
      return (await call(`/channels/${encodeURIComponent(channelId)}/messages`, message)).result;
    },
    async toUser(discordUserId, message) {
      // A DM goes to the DM channel Discord opens (or answers again) for this user.
      const opened = await call('/users/@me/channels', { recipient_id: discordUserId });
      if (opened.result.outcome !== 'sent') return opened.result;
      const channelId = (opened.json as { id?: unknown } | null)?.id;
      if (typeof channelId !== 'string') {
        return { outcome: 'retry', reason: 'Discord answered no DM channel', retryAfterMs: null };
      }
      return (await call(`/channels/${encodeURIComponent(channelId)}/messages`, message)).result;
    },
  };
}

/**
 * Discord's wait, in ms: the body's retry_after (seconds, may be fractional), else the Retry-After
 * header (seconds), else X-RateLimit-Reset-After (seconds).
 */
function retryAfterOf(response: Response, json: unknown): number | null {
  const candidates = [
    (json as { retry_after?: unknown } | null)?.retry_after,
    response.headers.get('retry-after'),
    response.headers.get('x-ratelimit-reset-after'),
  ];
  for (const candidate of candidates) {
    const seconds = typeof candidate === 'number' ? candidate : Number(candidate);
    if (candidate !== null && candidate !== undefined && Number.isFinite(seconds) && seconds >= 0)
      return Math.ceil(seconds * 1000);
  }
  return null;
}
