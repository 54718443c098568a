import type { TradingAccount } from '@skinpilot/contract';
import { Power, PowerOff } from 'lucide-react';
import { useStartStop } from './SteamClientNotRunning';

/** Section 4: Start only when stopped, Stop only when running, both disabled while a change is pending. */
export function SteamClientControls({ account }: { account: TradingAccount }) {
  const { start, stop, pending } = useStartStop();
  const running = account.steam_account?.session_valid ?? false;
  return (
    <div className="flex gap-2">
      <button
        type="button"
        className="btn btn-xs btn-success"
        disabled={running || pending}
        onClick={() => start(account.steam_id)}
      >
        <Power className="size-3" aria-hidden /> Start
      </button>
      <button
        type="button"
        className="btn btn-xs btn-error"
        disabled={!running || pending}
        onClick={() => stop(account.steam_id)}
      >
        <PowerOff className="size-3" aria-hidden /> Stop
      </button>
    </div>
  );
}
