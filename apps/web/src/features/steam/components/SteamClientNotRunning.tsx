import type { TradingAccount } from '@skinpilot/contract';
import { Power } from 'lucide-react';
import { errorMessage } from '../../../shared/api/api-error';
import { useToast } from '../../../shared/toast/toast-context';
import { STEAM_TOAST_MS } from '../lib/steam-toast';
import { useSteamClient } from '../api/steam-client';

/** Section 2.10: the Steam tabs while the client is stopped, with a way to start it. */
export function SteamClientNotRunning({ account }: { account: TradingAccount }) {
  const { start, pending } = useStartStop();
  return (
    <div
      className="rounded-box border border-dashed border-base-300 py-10 text-center"
      data-testid="steam-not-running"
    >
      <Power className="mx-auto size-10 opacity-50" aria-hidden />
      <h3 className="mt-2 text-lg font-semibold">Steam Client Not Running</h3>
      <p className="mt-1 text-sm opacity-70">
        Start the Steam client to use trade offers, the inventory and the tools.
      </p>
      <button
        type="button"
        className="btn btn-primary btn-sm mt-4"
        disabled={pending}
        onClick={() => start(account.steam_id)}
      >
        {pending ? (
          <span className="loading loading-spinner loading-xs" />
        ) : (
          <Power className="size-4" aria-hidden />
        )}
        Start Steam Client
      </button>
    </div>
  );
}

/** Start only when stopped, Stop only when running, both disabled while a change is pending (section 4). */
export function useStartStop() {
  const toast = useToast();
  const client = useSteamClient();
  return {
    pending: client.isPending,
    start: (steamId: string) =>
      client.mutate(
        { steamId, run: true },
        {
          onSuccess: () => toast.success('Steam client started successfully', { durationMs: STEAM_TOAST_MS }),
          onError: (error) =>
            toast.error(errorMessage(error, 'Failed to start Steam client'), { durationMs: STEAM_TOAST_MS }),
        },
      ),
    // Section 8: stop failures are only logged.
    stop: (steamId: string) =>
      client.mutate(
        { steamId, run: false },
        { onError: (error) => console.warn('Steam client stop failed', error) },
      ),
  };
}
