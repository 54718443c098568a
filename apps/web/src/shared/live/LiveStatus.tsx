import type { LiveState } from './use-live-events';

/** Whether the dashboard follows the bot live, or is catching up by polling while the stream is down. */
export function LiveStatus({ state }: { state: LiveState }) {
  if (state === 'reconnecting')
    return (
      <span
        role="status"
        className="badge badge-warning badge-sm gap-1"
        title="Updates every 15 s until the live connection is back."
      >
        <span className="loading loading-spinner loading-xs" aria-hidden="true" />
        Reconnecting…
      </span>
    );
  if (state === 'live')
    return (
      <span
        role="status"
        className="badge badge-success badge-soft badge-sm gap-1"
        title="Balances, trades and the bot update as they happen."
      >
        <span className="status status-success" aria-hidden="true" />
        Live
      </span>
    );
  return null;
}
