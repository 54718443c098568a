import { LIVE_EVENTS_PATH } from '@skinpilot/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiUrl } from '../api/http-client';
import { currentUserKey } from '../auth/current-user';
import { useAccessToken } from '../auth/use-access-token';
import { applyLiveEvent, refreshEverything } from './apply-live-event';
import { readEventStream } from './event-stream';
import { useLiveAlerts } from './use-live-alerts';

export type LiveState = 'connecting' | 'live' | 'reconnecting';

/** The server beats every 15 s; three silent beats mean the stream is dead even if the socket is not. */
const SILENT_MS = 45_000;
/** While the stream is down the dashboard polls what it shows, this often. */
const POLL_MS = 15_000;
const RETRY_MS = [1_000, 2_000, 5_000, 10_000, 15_000];

/**
 * One event stream per tab while the dashboard is open (decision 028): events update the query
 * caches in place, so balances, credits, trades and activity follow the bot without a reload. While
 * the stream is down it says so ("reconnecting"), polls instead, and resumes with the last event id.
 */
export function useLiveEvents(): LiveState {
  const client = useQueryClient();
  const token = useAccessToken();
  const [state, setState] = useState<LiveState>('connecting');
  const tell = useLiveAlerts();

  useEffect(() => {
    if (!token) return;
    let stopped = false;
    let lastEventId: string | undefined;
    let failures = 0;
    let current: AbortController | undefined;
    let silence: ReturnType<typeof setTimeout> | undefined;
    let poll: ReturnType<typeof setInterval> | undefined;
    let wait: ReturnType<typeof setTimeout> | undefined;

    const stopPolling = () => {
      if (poll) clearInterval(poll);
      poll = undefined;
    };
    const alive = () => {
      if (silence) clearTimeout(silence);
      silence = setTimeout(() => current?.abort(), SILENT_MS);
    };

    async function run() {
      while (!stopped) {
        current = new AbortController();
        const outcome = await readEventStream({
          url: apiUrl('trading', LIVE_EVENTS_PATH),
          token: token!,
          lastEventId,
          signal: current.signal,
          onOpen: () => {
            const wasDown = poll !== undefined;
            failures = 0;
            stopPolling();
            setState('live');
            alive();
            // Without an id to resume from, what happened while down is read once.
            if (wasDown && !lastEventId) refreshEverything(client);
          },
          onAlive: alive,
          onEvent: (event) => {
            if (event.id) lastEventId = event.id;
            applyLiveEvent(client, event);
            tell(event);
          },
        });
        if (silence) clearTimeout(silence);
        if (stopped) return;
        // The token is no longer good: the user query finds out and signs the tab out.
        if (outcome === 'unauthorized') {
          void client.invalidateQueries({ queryKey: currentUserKey });
          return;
        }
        setState('reconnecting');
        poll ??= setInterval(() => refreshEverything(client), POLL_MS);
        const delay = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)]!;
        failures += 1;
        await new Promise<void>((resolve) => (wait = setTimeout(resolve, delay)));
      }
    }
    void run();
    return () => {
      stopped = true;
      current?.abort();
      stopPolling();
      if (silence) clearTimeout(silence);
      if (wait) clearTimeout(wait);
    };
  }, [client, token, tell]);

  return state;
}
