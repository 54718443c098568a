import { useSnipingStatus } from '../api/sniping-status';
import { snipingDotTone } from '../lib/sniping-poll';

const dotClass = { success: 'bg-success', warning: 'bg-warning', muted: 'bg-base-content/30' };

export function SnipingIndicator({ steamId, enabled }: { steamId: string; enabled: boolean }) {
  const status = useSnipingStatus(steamId, enabled);
  const state = enabled ? (status.data?.state ?? null) : null;
  return (
    <span className="inline-flex items-center gap-2 text-sm" data-testid="sniping-indicator">
      <span
        className={`inline-block size-2.5 rounded-full ${dotClass[snipingDotTone(state)]}`}
        title={state ? `Bot ${state}` : 'No live bot'}
        aria-hidden
      />
      {enabled ? 'Sniping Enabled' : 'Sniping Disabled'}
    </span>
  );
}
