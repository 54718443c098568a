import { useSnipingStatus } from '../api/sniping-status';
import { snipingDotTone } from '../lib/sniping-poll';

const dotClass = { success: 'bg-success', warning: 'bg-warning', muted: 'bg-base-content/30' };

export function SnipingIndicator({ steamId, enabled }: { steamId: string; enabled: boolean }) {
  const status = useSnipingStatus(steamId, enabled);
  const state = enabled ? (status.data?.state ?? null) : null;
  // A bot that stopped itself (expired cookie, credits spent) says why on the dot.
  const reason = status.data?.stop_reason;
  // A running bot that waits for a manual captcha (Auto captcha off) is not trading: it says so.
  const paused = state === 'running' ? status.data?.paused : null;
  // A running bot with nothing to spend says so: "Idle: out of coins" / "Idle: out of credits".
  const idle = state === 'running' ? status.data?.idle : null;
  const idleText = idle ? `Idle: ${idle.reason}` : null;
  const title = idleText
    ? idleText
    : paused
      ? `Bot ${paused.reason}`
      : state
        ? `Bot ${state}${state === 'terminated' && reason ? `: ${reason}` : ''}`
        : 'No live bot';
  return (
    <span className="inline-flex items-center gap-2 text-sm" data-testid="sniping-indicator">
      <span
        className={`inline-block size-2.5 rounded-full ${dotClass[paused || idle ? 'warning' : snipingDotTone(state)]}`}
        title={title}
        aria-hidden
      />
      {enabled ? 'Sniping Enabled' : 'Sniping Disabled'}
      {idleText && <span className="text-warning">· {idleText}</span>}
    </span>
  );
}
